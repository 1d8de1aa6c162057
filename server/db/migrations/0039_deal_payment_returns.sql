-- A deal takes one payment: another payment of it (a second checkout, or one that crossed an admin's charge of the
-- accepted offer) is returned in full as a move of its own, step 'return:{reference}'.
ALTER TABLE "deal_payments" DROP CONSTRAINT "deal_payments_step_ck";--> statement-breakpoint
ALTER TABLE "deal_payments" ADD CONSTRAINT "deal_payments_step_ck" CHECK (step in ('charge', 'transfer', 'refund') or step like 'return:%');