import { z } from 'zod';
import type { OfferView } from './list-offers.ts';
import type { NegotiationView } from './negotiation.ts';

export const offerViewSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  amount: z.number(),
  message: z.string().nullable(),
  status: z.string(),
  createdBySeller: z.boolean(),
  kind: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<OfferView>;

export const offersResponse = z.object({ offers: z.array(offerViewSchema) });

export const listingsWithOffersResponse = z.object({
  listings: z.array(
    z.object({
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
        endTime: z.string().nullable(),
        negotiationWindowEnds: z.string().nullable(),
      }),
      offers: z.array(offerViewSchema),
    }),
  ),
});

export const negotiationSchema = z.object({
  auctionId: z.string(),
  role: z.enum(['seller', 'bidder']),
  status: z.string(),
  windowEndsAt: z.string(),
  open: z.boolean(),
  highestBid: z.number(),
  bidderName: z.string(),
  sellerName: z.string(),
  offers: z.array(offerViewSchema),
}) satisfies z.ZodType<NegotiationView>;

/** Amounts arrive as typed (a number, or digits with separators); the use cases apply SPEC 5's rules. */
export const amountInput = z.union([z.number(), z.string().max(32)]);
export const messageInput = z.string().max(5000).nullable().optional();

export const makeOfferBody = z.object({ auction_id: z.string().uuid(), amount: amountInput, message: messageInput });
export const portalOfferBody = z.object({ amount: amountInput, message: messageInput });

export const madeOfferResponse = z.object({
  success: z.literal(true),
  updated: z.boolean(),
  offer: z.object({ id: z.string(), amount: z.number(), message: z.string().nullable(), status: z.string() }),
});

export const answeredResponse = z.object({ success: z.literal(true), offerId: z.string(), status: z.string() });

export const offerPaymentSchema = z.object({
  offerId: z.string(),
  auctionId: z.string(),
  auctionTitle: z.string(),
  auctionPath: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  amount: z.number(),
  acceptedAt: z.string(),
  payment: z
    .object({
      id: z.string(),
      status: z.enum(['awaiting', 'processing', 'succeeded', 'failed']),
      attempts: z.number(),
      failureReason: z.string().nullable(),
      providerReference: z.string().nullable(),
      processedAt: z.string().nullable(),
    })
    .nullable(),
});
