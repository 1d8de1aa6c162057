DROP INDEX "auction_views_created_idx";--> statement-breakpoint
DROP INDEX "bids_created_idx";--> statement-breakpoint
DROP INDEX "watchlist_created_idx";--> statement-breakpoint
CREATE INDEX "auction_views_created_auction_idx" ON "auction_views" USING btree ("created_at","auction_id");--> statement-breakpoint
CREATE INDEX "bids_created_auction_idx" ON "bids" USING btree ("created_at","auction_id");--> statement-breakpoint
CREATE INDEX "watchlist_created_auction_idx" ON "watchlist" USING btree ("created_at","auction_id");