-- Trending counts a listing's distinct bidders of the last 48 hours, not its bid rows (issue 35 item 7, decision 005):
-- the window's index carries the bidder too, so the bids are still read from the index alone.
DROP INDEX "bids_created_auction_idx";--> statement-breakpoint
CREATE INDEX "bids_created_auction_bidder_idx" ON "bids" USING btree ("created_at","auction_id","bidder_id");