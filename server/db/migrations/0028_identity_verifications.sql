CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"id_photo_key" text,
	"selfie_key" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"files_deleted_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_status_ck" CHECK (status in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_pending_uq" ON "identity_verifications" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_retention_idx" ON "identity_verifications" USING btree ("decided_at") WHERE decided_at is not null and files_deleted_at is null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other', 'outbid', 'auction_won', 'new_message', 'offer_received', 'counter_offer', 'offer_accepted', 'offer_declined', 'listing_approved', 'listing_rejected', 'new_comment', 'saved_search_match', 'auction_cancelled', 'auction_ended_early', 'membership_payment_failed', 'membership_ended', 'auction_sold', 'identity_verified', 'identity_refused'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other', 'outbid', 'auction_won', 'new_message', 'offer_received', 'counter_offer', 'offer_accepted', 'offer_declined', 'listing_approved', 'listing_rejected', 'new_comment', 'saved_search_match', 'auction_cancelled', 'auction_ended_early', 'membership_payment_failed', 'membership_ended', 'auction_sold', 'identity_verified', 'identity_refused'));