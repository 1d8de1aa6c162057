ALTER TABLE "auctions" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "auction_views_created_idx" ON "auction_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bids_created_idx" ON "bids" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "watchlist_created_idx" ON "watchlist" USING btree ("created_at");--> statement-breakpoint
UPDATE "auctions" SET "bid_count" = (SELECT count(*) FROM "bids" WHERE "bids"."auction_id" = "auctions"."id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION auctions_bid_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE auctions SET bid_count = bid_count + 1 WHERE id = NEW.auction_id;
    RETURN NEW;
  END IF;
  UPDATE auctions SET bid_count = greatest(bid_count - 1, 0) WHERE id = OLD.auction_id;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bids_count_trg AFTER INSERT OR DELETE ON "bids" FOR EACH ROW EXECUTE FUNCTION auctions_bid_count_sync();
