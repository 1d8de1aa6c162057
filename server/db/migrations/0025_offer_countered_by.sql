ALTER TABLE "offers" ADD COLUMN "countered_by" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_countered_by_offers_id_fk" FOREIGN KEY ("countered_by") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_countered_ck" CHECK (countered_by is null or status = 'rejected');--> statement-breakpoint
-- Issue 25 item 8: a classified sold at an accepted offer kept its current_bid; it is the agreed amount.
UPDATE "auctions" AS a SET "current_bid" = o."amount" FROM "offers" AS o WHERE o."auction_id" = a."id" AND o."status" = 'accepted' AND o."buyer_id" = a."winner_id" AND a."listing_type" = 'classified' AND a."status" = 'sold';
