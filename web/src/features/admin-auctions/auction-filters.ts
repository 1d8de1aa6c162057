/** A category as the filter and the edit form offer it. */
export interface CategoryOption {
  slug: string;
  title: string;
}

/** The list's filters as the admin sets them (empty: not filtered); sent as GET /api/admin/auctions's query. */
export interface AuctionFilters {
  search: string;
  status: string;
  type: string;
  category: string;
  seller: string;
  featured: string;
}
