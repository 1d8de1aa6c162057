// Offers as the offers API sends them (decision 013; SPEC 4, 7): written once for the server's
// response schemas and the web app's hooks. Times are ISO strings.
import { z } from 'zod';

export const offerViewSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  buyerId: z.string(),
  /** SPEC 7: the buyer's display name ('Anonymous' when none). */
  buyerName: z.string(),
  amount: z.number(),
  message: z.string().nullable(),
  status: z.string(),
  createdBySeller: z.boolean(),
  kind: z.string(),
  expiresAt: z.string().nullable(),
  /** The other side's offer that answered this one in the negotiation portal (status rejected, shown 'Countered'). */
  counteredBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

/** /my-auctions: a listing of the seller's that has offers, with them (GET /api/my-listings/offers). */
export const listingWithOffersSchema = z.object({
  auction: z.object({
    id: z.string(),
    slug: z.string().nullable(),
    title: z.string(),
    year: z.number().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().nullable(),
    listingType: z.string(),
    status: z.string(),
    imageUrl: z.string().nullable(),
    /** With the window, what the page needs to tell which pending offers can still be answered. */
    endTime: z.string().nullable(),
    negotiationWindowEnds: z.string().nullable(),
  }),
  offers: z.array(offerViewSchema),
});
export type ListingWithOffers = z.infer<typeof listingWithOffersSchema>;

/** The Negotiation Portal of the seller and the highest bidder (GET /api/auctions/:id/negotiation). */
export const negotiationViewSchema = z.object({
  auctionId: z.string(),
  role: z.enum(['seller', 'bidder']),
  status: z.string(),
  windowEndsAt: z.string(),
  open: z.boolean(),
  highestBid: z.number(),
  bidderName: z.string(),
  sellerName: z.string(),
  /** The offers between the seller and the highest bidder, newest first. */
  offers: z.array(offerViewSchema),
});
export type NegotiationView = z.infer<typeof negotiationViewSchema>;

/** Decision 013: the seller's second-chance choice, or the underbidder's offer (GET /api/auctions/:id/second-chance). */
export const secondChanceViewSchema = z.object({
  role: z.enum(['seller', 'underbidder']),
  /** The seller may send one now: the window closed without a sale and no second-chance offer is open. */
  available: z.boolean(),
  /** Why none may be sent although the window closed without a sale (the vehicle is listed again, or sold); else null. */
  blocked: z.string().nullable(),
  /** When the negotiation window closed (or closes); null for a listing that never had one. */
  windowEndsAt: z.string().nullable(),
  /** The seller's choice: every underbidder at their highest bid, highest first. */
  candidates: z.array(z.object({ bidderId: z.string(), bidderName: z.string(), amount: z.number() })),
  offers: z.array(offerViewSchema),
});
export type SecondChanceView = z.infer<typeof secondChanceViewSchema>;
