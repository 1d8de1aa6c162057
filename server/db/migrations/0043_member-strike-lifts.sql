ALTER TABLE "member_strikes" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_strikes" ADD COLUMN "lifted_by" uuid;--> statement-breakpoint
ALTER TABLE "member_strikes" ADD COLUMN "lift_reason" text;--> statement-breakpoint
ALTER TABLE "member_strikes" ADD CONSTRAINT "member_strikes_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_strikes" ADD CONSTRAINT "member_strikes_lift_ck" CHECK ((lifted_at is null) = (lift_reason is null));