import { z } from 'zod';
import { listingWithOffersSchema, offerViewSchema } from '../../../domain/offer-views.ts';

export const offersResponse = z.object({ offers: z.array(offerViewSchema) });

export const listingsWithOffersResponse = z.object({ listings: z.array(listingWithOffersSchema) });

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
  /**
   * Decision 033: the sale's deal, whose payment is the offer's: the buyer's checkout (or a direct payment the seller
   * confirms), with its next deadline and whether it passed (as /admin/deals reads it). No admin charges it.
   */
  deal: z
    .object({ id: z.string(), state: z.string(), paymentMethod: z.enum(['held', 'direct']), paidAtCheckout: z.boolean(), dueAt: z.string().nullable(), overdue: z.boolean() })
    .nullable(),
});
