CREATE TABLE "auction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bid_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"provider_synced_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_holds_status_ck" CHECK (status in ('held', 'released', 'captured')),
	CONSTRAINT "payment_holds_amount_ck" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hold_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_kind_ck" CHECK (kind in ('hold', 'release', 'capture')),
	CONSTRAINT "payment_ledger_amount_ck" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"return_path" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_status_ck" CHECK (status in ('open', 'authorized', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_hold_id_payment_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."payment_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_events_auction_id_idx" ON "auction_events" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "auction_events_type_idx" ON "auction_events" USING btree ("auction_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_holds_one_held_uq" ON "payment_holds" USING btree ("auction_id") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "payment_holds_user_idx" ON "payment_holds" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "payment_holds_unsynced_idx" ON "payment_holds" USING btree ("status","provider_synced_status");--> statement-breakpoint
CREATE INDEX "payment_ledger_hold_idx" ON "payment_ledger" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_auction_idx" ON "payment_ledger" USING btree ("auction_id");