CREATE TABLE "membership_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"featured_credits_used" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"provider_reference" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_subscriptions_status_ck" CHECK (status in ('pending', 'active', 'cancelled')),
	CONSTRAINT "membership_subscriptions_numbers_ck" CHECK (amount_cents >= 0 and featured_credits_used >= 0),
	CONSTRAINT "membership_subscriptions_period_ck" CHECK (status <> 'active' or (current_period_start is not null and current_period_end > current_period_start))
);
--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_session_uq" ON "membership_subscriptions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_one_active_uq" ON "membership_subscriptions" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "membership_subscriptions_plan_idx" ON "membership_subscriptions" USING btree ("plan_id","status");