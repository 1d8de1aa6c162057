CREATE INDEX "auctions_type_category_created_idx" ON "auctions" USING btree ("listing_type","category","created_at","id");--> statement-breakpoint
CREATE INDEX "auctions_category_created_idx" ON "auctions" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "auctions_vin_upper_idx" ON "auctions" USING btree (upper(vin));