ALTER TABLE "membership_subscriptions" DROP CONSTRAINT "membership_subscriptions_status_ck";--> statement-breakpoint
ALTER TABLE "membership_subscriptions" DROP CONSTRAINT "membership_subscriptions_numbers_ck";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "renewal_of" uuid;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "next_renewal_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD COLUMN "provider_stop_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_renewal_of_membership_subscriptions_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."membership_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_renewal_uq" ON "membership_subscriptions" USING btree ("renewal_of");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_provider_sub_idx" ON "membership_subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_active_end_idx" ON "membership_subscriptions" USING btree ("current_period_end") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "membership_subscriptions_stop_idx" ON "membership_subscriptions" USING btree ("id") WHERE provider_stop_pending;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_end_reason_ck" CHECK (end_reason is null or end_reason in ('cancelled', 'payment_failed', 'lapsed'));--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_status_ck" CHECK (status in ('pending', 'active', 'renewed', 'ended', 'cancelled'));--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_numbers_ck" CHECK (amount_cents >= 0 and featured_credits_used >= 0 and renewal_failures >= 0);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other', 'outbid', 'auction_won', 'new_message', 'offer_received', 'counter_offer', 'offer_accepted', 'offer_declined', 'listing_approved', 'listing_rejected', 'new_comment', 'saved_search_match', 'auction_cancelled', 'auction_ended_early', 'membership_payment_failed', 'membership_ended'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other', 'outbid', 'auction_won', 'new_message', 'offer_received', 'counter_offer', 'offer_accepted', 'offer_declined', 'listing_approved', 'listing_rejected', 'new_comment', 'saved_search_match', 'auction_cancelled', 'auction_ended_early', 'membership_payment_failed', 'membership_ended'));--> statement-breakpoint
-- Issue 25 item 23: a membership bought before plans renewed was paid for one month: it stops at that month's end (the member may resume it), and its months count from its start.
UPDATE "membership_subscriptions" SET "billing_anchor" = "current_period_start" WHERE "current_period_start" IS NOT NULL;--> statement-breakpoint
UPDATE "membership_subscriptions" SET "cancel_at_period_end" = true WHERE "status" = 'active';
