-- auctions.bid_count was kept by a row-level trigger (0002): a batch of N bids written in one statement updated
-- the auction's row N times (N row versions, and their index entries, under the hot row's lock). It is now kept
-- once per statement, from the statement's new or old rows (issue 28 item 6).
DROP TRIGGER IF EXISTS bids_count_trg ON "bids";--> statement-breakpoint
DROP FUNCTION IF EXISTS auctions_bid_count_sync();--> statement-breakpoint
CREATE FUNCTION auctions_bid_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auctions a SET bid_count = a.bid_count + n.c
  FROM (SELECT auction_id, count(*)::int AS c FROM new_bids GROUP BY auction_id) n
  WHERE a.id = n.auction_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION auctions_bid_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auctions a SET bid_count = greatest(a.bid_count - n.c, 0)
  FROM (SELECT auction_id, count(*)::int AS c FROM old_bids GROUP BY auction_id) n
  WHERE a.id = n.auction_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bids_count_insert_trg AFTER INSERT ON "bids" REFERENCING NEW TABLE AS new_bids FOR EACH STATEMENT EXECUTE FUNCTION auctions_bid_count_insert();--> statement-breakpoint
CREATE TRIGGER bids_count_delete_trg AFTER DELETE ON "bids" REFERENCING OLD TABLE AS old_bids FOR EACH STATEMENT EXECUTE FUNCTION auctions_bid_count_delete();--> statement-breakpoint
