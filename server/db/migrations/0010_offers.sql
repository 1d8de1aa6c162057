CREATE TABLE "offer_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_reference" text,
	"failure_reason" text,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_payments_offer_id_unique" UNIQUE("offer_id"),
	CONSTRAINT "offer_payments_status_ck" CHECK (status in ('awaiting', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "offer_payments_amount_ck" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_ledger" DROP CONSTRAINT "payment_ledger_kind_ck";--> statement-breakpoint
ALTER TABLE "payment_ledger" ALTER COLUMN "hold_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "kind" text DEFAULT 'offer' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD COLUMN "offer_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_payments" ADD CONSTRAINT "offer_payments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payments" ADD CONSTRAINT "offer_payments_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payments" ADD CONSTRAINT "offer_payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payments" ADD CONSTRAINT "offer_payments_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_payments_status_idx" ON "offer_payments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_offer_payment_id_offer_payments_id_fk" FOREIGN KEY ("offer_payment_id") REFERENCES "public"."offer_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_uq" ON "offers" USING btree ("auction_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_one_charge_uq" ON "payment_ledger" USING btree ("offer_payment_id") WHERE kind = 'charge';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_kind_ck" CHECK (kind in ('offer', 'second_chance'));--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_source_ck" CHECK ((kind = 'charge') = (hold_id is null and offer_payment_id is not null));--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_kind_ck" CHECK (kind in ('hold', 'release', 'capture', 'charge'));