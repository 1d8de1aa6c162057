// The offers API's requests and answers (docs/product-rules.md 4.5, 5.3; decisions 013 and 033), written once for
// the server's routes and the web app's hooks. The offers themselves are in offer-views.ts.
import { z } from 'zod';
import { listingWithOffersSchema, offerViewSchema } from './offer-views.ts';

/** Amounts arrive as typed (a number, or digits with separators); the use cases apply 5.3's rules. */
export const offerAmountInput = z.union([z.number(), z.string().max(32)]);
export const offerMessageInput = z.string().max(5000).nullable().optional();

/** POST /api/offers: Make an Offer on a listing. */
export const makeOfferBodySchema = z.object({ auction_id: z.string().uuid(), amount: offerAmountInput, message: offerMessageInput });
export type MakeOfferBody = z.infer<typeof makeOfferBodySchema>;

/** POST /api/auctions/:id/negotiation/offers: an offer in the Negotiation Portal. */
export const portalOfferBodySchema = z.object({ amount: offerAmountInput, message: offerMessageInput });
export type PortalOfferBody = z.infer<typeof portalOfferBodySchema>;

/** POST /api/auctions/:id/second-chance: the underbidder the seller offers the vehicle to. */
export const secondChanceBodySchema = z.object({ bidder_id: z.string().uuid() });
export type SecondChanceBody = z.infer<typeof secondChanceBodySchema>;

export const offersAnswerSchema = z.object({ offers: z.array(offerViewSchema) });

export const listingsWithOffersAnswerSchema = z.object({ listings: z.array(listingWithOffersSchema) });

export const madeOfferAnswerSchema = z.object({
  success: z.literal(true),
  updated: z.boolean(),
  offer: z.object({ id: z.string(), amount: z.number(), message: z.string().nullable(), status: z.string() }),
});

export const portalOfferAnswerSchema = z.object({ success: z.literal(true), offerId: z.string(), createdBySeller: z.boolean() });

export const secondChanceSentSchema = z.object({ success: z.literal(true), offerId: z.string(), amount: z.number(), expiresAt: z.string() });

/** POST /api/offers/:offerId/accept and /decline. */
export const answeredOfferSchema = z.object({ success: z.literal(true), offerId: z.string(), status: z.string() });

/** GET /api/admin/offer-payments: an accepted offer and how its deal is paid (read-only). */
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
  /**
   * Decision 033: the sale's deal, whose payment is the offer's: the buyer's checkout (or a direct payment the seller
   * confirms), with its next deadline and whether it passed (as /admin/deals reads it). No admin charges it.
   */
  deal: z
    .object({
      id: z.string(),
      state: z.string(),
      paymentMethod: z.enum(['held', 'direct']),
      paidAtCheckout: z.boolean(),
      dueAt: z.string().nullable(),
      overdue: z.boolean(),
    })
    .nullable(),
});
export type OfferPaymentItem = z.infer<typeof offerPaymentSchema>;

export const offerPaymentsAnswerSchema = z.object({ items: z.array(offerPaymentSchema) });
