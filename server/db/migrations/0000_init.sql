CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"category" text DEFAULT 'exterior' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"file_type" text DEFAULT 'image' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_photos_category_ck" CHECK (category in ('exterior', 'interior')),
	CONSTRAINT "auction_photos_file_type_ck" CHECK (file_type in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "auction_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"listing_type" text DEFAULT 'auction' NOT NULL,
	"status" text DEFAULT 'pending_approval' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"year" integer,
	"make" text,
	"model" text,
	"trim" text,
	"mileage" integer,
	"engine" text,
	"transmission" text,
	"drivetrain" text,
	"exterior_color" text,
	"interior_color" text,
	"condition" text,
	"vin" text,
	"location" text,
	"title_status" text,
	"title_state" text,
	"title_location" text,
	"title_number" text,
	"title_holder_name" text,
	"title_in_your_name" text,
	"relationship_to_title_holder" text,
	"lien_exists" text,
	"lienholder_name" text,
	"is_modified" text,
	"modifications_list" text,
	"has_flaws" text,
	"flaws_description" text,
	"options_and_highlights" text,
	"market_value_min" integer,
	"market_value_max" integer,
	"starting_price" integer DEFAULT 0 NOT NULL,
	"reserve_price" integer,
	"buy_now_price" integer,
	"current_bid" integer DEFAULT 0 NOT NULL,
	"allow_offers" boolean DEFAULT false NOT NULL,
	"additional_fees" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"timezone" text,
	"negotiation_window_ends" timestamp with time zone,
	"seller_id" uuid NOT NULL,
	"winner_id" uuid,
	"original_auction_id" uuid,
	"renewal_requested_at" timestamp with time zone,
	"renewal_approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"youtube_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_categories" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seller_type" text,
	"full_name" text,
	"phone_number" text,
	"company_name" text,
	"company_website" text,
	"contact_name" text,
	"contact_phone" text,
	CONSTRAINT "auctions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "auctions_listing_type_ck" CHECK (listing_type in ('auction', 'classified')),
	CONSTRAINT "auctions_status_ck" CHECK (status in ('pending_approval', 'scheduled', 'active', 'sold', 'ended', 'archived')),
	CONSTRAINT "auctions_seller_type_ck" CHECK (seller_type is null or seller_type in ('business', 'other')),
	CONSTRAINT "auctions_money_ck" CHECK (starting_price >= 0 and current_bid >= 0 and coalesce(reserve_price, 0) >= 0 and coalesce(buy_now_price, 0) >= 0),
	CONSTRAINT "auctions_yes_no_ck" CHECK (coalesce(lien_exists, 'no') in ('yes', 'no') and coalesce(has_flaws, 'no') in ('yes', 'no') and coalesce(is_modified, 'no') in ('yes', 'no'))
);
--> statement-breakpoint
CREATE TABLE "bidder_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"authorization_type" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer DEFAULT 25000 NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidder_authorizations_type_ck" CHECK (authorization_type in ('manual')),
	CONSTRAINT "bidder_authorizations_status_ck" CHECK (status in ('pending', 'authorized', 'cancelled', 'failed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_ck" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"count_text" text,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_content_ck" CHECK (char_length(btrim(content)) > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"following_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_not_self_ck" CHECK (follower_id <> following_id)
);
--> statement-breakpoint
CREATE TABLE "hero_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"title" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"auction_id" uuid,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_not_self_ck" CHECK (from_user_id <> to_user_id)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_user_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"notification_type" text DEFAULT 'other' NOT NULL,
	"notification_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_ck" CHECK (notification_type in ('new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon', 'other'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_seller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amount_ck" CHECK (amount >= 1),
	CONSTRAINT "offers_message_ck" CHECK (message is null or char_length(message) <= 500),
	CONSTRAINT "offers_status_ck" CHECK (status in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"bio" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"max_bid_amount" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proxy_bids_amount_ck" CHECK (max_bid_amount > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_ck" CHECK (role in ('admin', 'moderator', 'user'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_photos" ADD CONSTRAINT "auction_photos_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_views" ADD CONSTRAINT "auction_views_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_views" ADD CONSTRAINT "auction_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_original_auction_id_auctions_id_fk" FOREIGN KEY ("original_auction_id") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_authorizations" ADD CONSTRAINT "bidder_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_following_id_users_id_fk" FOREIGN KEY ("following_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_bids" ADD CONSTRAINT "proxy_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_bids" ADD CONSTRAINT "proxy_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auction_photos_auction_sort_idx" ON "auction_photos" USING btree ("auction_id","sort_order");--> statement-breakpoint
CREATE INDEX "auction_views_user_created_idx" ON "auction_views" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "auction_views_auction_created_idx" ON "auction_views" USING btree ("auction_id","created_at");--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "auctions_featured_status_idx" ON "auctions" USING btree ("featured","status");--> statement-breakpoint
CREATE INDEX "auctions_category_status_idx" ON "auctions" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "auctions_type_status_end_idx" ON "auctions" USING btree ("listing_type","status","end_time");--> statement-breakpoint
CREATE INDEX "auctions_seller_status_idx" ON "auctions" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "auctions_seller_created_idx" ON "auctions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "auctions_winner_idx" ON "auctions" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "auctions_original_idx" ON "auctions" USING btree ("original_auction_id");--> statement-breakpoint
CREATE INDEX "auctions_make_model_idx" ON "auctions" USING btree ("category","make","model");--> statement-breakpoint
CREATE INDEX "auctions_id_prefix_idx" ON "auctions" USING btree ((id::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "auctions_slug_prefix_idx" ON "auctions" USING btree (slug text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bidder_authorizations_user_auction_uq" ON "bidder_authorizations" USING btree ("user_id","auction_id");--> statement-breakpoint
CREATE INDEX "bidder_authorizations_reference_idx" ON "bidder_authorizations" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "bids_auction_created_idx" ON "bids" USING btree ("auction_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_bidder_created_idx" ON "bids" USING btree ("bidder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_idempotency_uq" ON "bids" USING btree ("bidder_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "categories_active_order_idx" ON "categories" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_likes_comment_user_uq" ON "comment_likes" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "comments_auction_created_idx" ON "comments" USING btree ("auction_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_pair_uq" ON "follows" USING btree ("follower_id","following_id");--> statement-breakpoint
CREATE INDEX "follows_following_idx" ON "follows" USING btree ("following_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hero_images_single_active_uq" ON "hero_images" USING btree ("is_active") WHERE is_active;--> statement-breakpoint
CREATE INDEX "messages_to_created_idx" ON "messages" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_from_created_idx" ON "messages" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_active_created_idx" ON "notifications" USING btree ("user_id","is_active","created_at");--> statement-breakpoint
CREATE INDEX "offers_auction_created_idx" ON "offers" USING btree ("auction_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_auction_buyer_idx" ON "offers" USING btree ("auction_id","buyer_id");--> statement-breakpoint
CREATE INDEX "profiles_display_name_lower_idx" ON "profiles" USING btree (lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_bids_active_uq" ON "proxy_bids" USING btree ("auction_id","user_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "proxy_bids_auction_active_idx" ON "proxy_bids" USING btree ("auction_id","is_active");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_uq" ON "user_roles" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_auction_uq" ON "watchlist" USING btree ("user_id","auction_id");--> statement-breakpoint
CREATE INDEX "watchlist_auction_idx" ON "watchlist" USING btree ("auction_id");