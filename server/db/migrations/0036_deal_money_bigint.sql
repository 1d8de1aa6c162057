ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_money_moves" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;