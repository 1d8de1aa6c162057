/** What an admin does to one listing from its panel (each its own request of the admin-auctions API). */
export type AuctionAction =
  | { kind: 'featured'; featured: boolean }
  | { kind: 'edit'; patch: Record<string, unknown> }
  | { kind: 'end'; reason: string }
  | { kind: 'cancel'; reason: string };
