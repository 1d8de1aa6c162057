// The sold-results archive's shape (final price, date, bid count, chart), shared by API and web.

export interface SoldItem {
  id: string;
  slug: string | null;
  title: string;
  category: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  mileage: number | null;
  location: string | null;
  imageUrl: string | null;
  finalPrice: number;
  soldAt: string | null;
  bidCount: number;
}

export interface SoldResults {
  items: SoldItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Oldest first, for the chart of sold prices over time; one category at a time is drawn. */
  chart: Array<{ id: string; slug: string | null; title: string; category: string; price: number; soldAt: string }>;
}
