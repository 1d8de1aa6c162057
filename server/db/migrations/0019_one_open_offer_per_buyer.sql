-- Concurrent submissions could leave one buyer several open offers on a listing (issue 23): keep the latest, drop the copies.
DELETE FROM "offers" o USING "offers" keep
WHERE o.status = 'pending' AND o.kind = 'offer' AND NOT o.created_by_seller
  AND keep.status = 'pending' AND keep.kind = 'offer' AND NOT keep.created_by_seller
  AND keep.auction_id = o.auction_id AND keep.buyer_id = o.buyer_id
  AND (keep.updated_at, keep.id) > (o.updated_at, o.id);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer_uq" ON "offers" USING btree ("auction_id","buyer_id") WHERE status = 'pending' and kind = 'offer' and not created_by_seller;
