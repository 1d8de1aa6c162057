ALTER TABLE "auction_views" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "auction_views" ADD COLUMN "view_hour" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_views_visitor_hour_uq" ON "auction_views" USING btree ("auction_id","visitor","view_hour");