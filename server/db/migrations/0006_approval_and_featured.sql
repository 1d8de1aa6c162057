CREATE TABLE "featured_listing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_listing_payments_status_ck" CHECK (status in ('pending', 'held', 'captured', 'released', 'cancelled')),
	CONSTRAINT "featured_listing_payments_amount_ck" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "purpose" text DEFAULT 'bidder_authorization' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "success_path" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "cancel_path" text;--> statement-breakpoint
ALTER TABLE "featured_listing_payments" ADD CONSTRAINT "featured_listing_payments_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listing_payments" ADD CONSTRAINT "featured_listing_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_listing_payments_session_uq" ON "featured_listing_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_listing_payments_one_held_uq" ON "featured_listing_payments" USING btree ("auction_id") WHERE status in ('held', 'captured');--> statement-breakpoint
CREATE INDEX "featured_listing_payments_auction_idx" ON "featured_listing_payments" USING btree ("auction_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_one_open_renewal_uq" ON "auctions" USING btree ("original_auction_id") WHERE original_auction_id is not null and rejected_at is null and withdrawn_at is null and status in ('pending_approval', 'scheduled', 'active');