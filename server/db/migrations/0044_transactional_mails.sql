ALTER TABLE "email_alerts" ADD COLUMN "transactional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_alerts" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "email_alerts_transactional_pending_idx" ON "email_alerts" USING btree ("created_at") WHERE sent_at is null and transactional;