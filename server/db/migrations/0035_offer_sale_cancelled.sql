DROP INDEX "offers_one_accepted_uq";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "sale_cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_uq" ON "offers" USING btree ("auction_id") WHERE status = 'accepted' and sale_cancelled_at is null;