CREATE TABLE "deal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"move" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"amount_cents" bigint,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_events_actor_ck" CHECK (actor in ('buyer', 'seller', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "deal_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"step" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "deal_payments_deal_step_uq" UNIQUE("deal_id","step"),
	CONSTRAINT "deal_payments_step_ck" CHECK (step in ('charge', 'transfer', 'refund')),
	CONSTRAINT "deal_payments_status_ck" CHECK (status in ('pending', 'done')),
	CONSTRAINT "deal_payments_amount_ck" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"lineage_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"sale_kind" text NOT NULL,
	"offer_id" uuid,
	"price" integer NOT NULL,
	"payment_method" text DEFAULT 'held' NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"charged_cents" bigint DEFAULT 0 NOT NULL,
	"transferred_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"carrier" text,
	"tracking" text,
	"title_sent_at" timestamp with time zone,
	"title_tracking" text,
	"title_received_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"dispute_photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"next_due_at" timestamp with time zone,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_state_ck" CHECK (state in ('awaiting_payment', 'paid_held', 'payment_confirmed', 'handed_over', 'received', 'disputed', 'completed', 'cancelled', 'refunded', 'settled')),
	CONSTRAINT "deals_payment_method_ck" CHECK (payment_method in ('held', 'direct')),
	CONSTRAINT "deals_sale_kind_ck" CHECK (sale_kind in ('auction', 'buy_now', 'offer', 'counter_offer', 'second_chance')),
	CONSTRAINT "deals_money_ck" CHECK (price > 0 and charged_cents >= 0 and transferred_cents >= 0 and refunded_cents >= 0 and transferred_cents + refunded_cents <= charged_cents)
);
--> statement-breakpoint
CREATE TABLE "member_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_strikes_user_deal_uq" UNIQUE("user_id","deal_id"),
	CONSTRAINT "member_strikes_reason_ck" CHECK (reason in ('non_payment', 'backed_out'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "payment_method" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_payments" ADD CONSTRAINT "deal_payments_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_strikes" ADD CONSTRAINT "member_strikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_strikes" ADD CONSTRAINT "member_strikes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "deal_payments_pending_idx" ON "deal_payments" USING btree ("status","created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_live_per_vehicle_uq" ON "deals" USING btree ("lineage_id") WHERE state not in ('cancelled', 'refunded');--> statement-breakpoint
CREATE INDEX "deals_auction_idx" ON "deals" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_state_idx" ON "deals" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "deals_next_due_idx" ON "deals" USING btree ("next_due_at") WHERE next_due_at is not null;--> statement-breakpoint
CREATE INDEX "member_strikes_user_idx" ON "member_strikes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_payment_method_ck" CHECK (payment_method in ('held', 'direct'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other', 'outbid', 'auction_won', 'new_message', 'offer_received', 'counter_offer', 'offer_accepted', 'offer_declined', 'listing_approved', 'listing_rejected', 'new_comment', 'saved_search_match', 'auction_cancelled', 'auction_ended_early', 'membership_payment_failed', 'membership_ended', 'auction_sold', 'identity_verified', 'identity_refused', 'deal_update'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other', 'outbid', 'auction_won', 'new_message', 'offer_received', 'counter_offer', 'offer_accepted', 'offer_declined', 'listing_approved', 'listing_rejected', 'new_comment', 'saved_search_match', 'auction_cancelled', 'auction_ended_early', 'membership_payment_failed', 'membership_ended', 'auction_sold', 'identity_verified', 'identity_refused', 'deal_update'));