ALTER TABLE "offer_payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_ledger" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;