ALTER TABLE "bidder_authorizations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Holds placed through a provider before expiry was recorded lapse 7 days after they were granted (issue 25 item 4).
UPDATE "bidder_authorizations" SET "expires_at" = "updated_at" + interval '7 days' WHERE "status" = 'authorized' AND "provider_reference" IS NOT NULL;
