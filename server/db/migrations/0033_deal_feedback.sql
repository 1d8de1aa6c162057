CREATE TABLE "deal_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_feedback_role_ck" CHECK (author_role in ('buyer', 'seller')),
	CONSTRAINT "deal_feedback_rating_ck" CHECK (rating between 1 and 5),
	CONSTRAINT "deal_feedback_comment_ck" CHECK (char_length(comment) <= 500)
);
--> statement-breakpoint
ALTER TABLE "deal_feedback" ADD CONSTRAINT "deal_feedback_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_feedback" ADD CONSTRAINT "deal_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_feedback" ADD CONSTRAINT "deal_feedback_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_feedback_deal_author_uq" ON "deal_feedback" USING btree ("deal_id","author_id");--> statement-breakpoint
CREATE INDEX "deal_feedback_subject_idx" ON "deal_feedback" USING btree ("subject_id","created_at");