// The deal as the deals API sends it: written once for the server's response schemas and the
// web app's hooks. Times are ISO strings; amounts whole dollars (SPEC 1), the buyer fee as SPEC 9's 2.5%.
import { z } from 'zod';
import { DEAL_ACTORS, DEAL_MOVES, DEAL_STATES, PAYMENT_METHODS } from './deal-rules.ts';
import { buyerFeeCents } from '../bidding/holds.ts';

export const dealStateSchema = z.enum(DEAL_STATES);
export const dealMoveSchema = z.enum(DEAL_MOVES);
export const dealActorSchema = z.enum(DEAL_ACTORS);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * What the buyer pays: the price (at the deal's checkout, or to the seller directly), the buyer fee taken from the bid
 * hold at the sale (SPEC 9's 2.5% in whole dollars, decision 003; 0 for a classified), and their total, in cents.
 */
export const dealAmountsSchema = z.object({
  price: z.number().int(),
  buyerFeeCents: z.number().int(),
  totalCents: z.number().int(),
});
export type DealAmounts = z.infer<typeof dealAmountsSchema>;

/** The amounts of a sale at `price`; `feeCents` is the fee the sale took (by default SPEC 9's, as an auction takes it). */
export function dealAmounts(price: number, feeCents: number = buyerFeeCents(price)): DealAmounts {
  return { price, buyerFeeCents: feeCents, totalCents: price * 100 + feeCents };
}

/**
 * Where the deal's money went, as its moves decided it (cents): released to the seller, refunded to the buyer, and the
 * buyer fee returned (decision 031). `pending`: the provider has not done all of it yet (retried until it has).
 */
export const dealMoneySchema = z.object({
  releasedCents: z.number().int(),
  refundedCents: z.number().int(),
  feeReturnedCents: z.number().int(),
  pending: z.boolean(),
});
export type DealMoney = z.infer<typeof dealMoneySchema>;

/** One line of the deal's timeline: the move, who made it, when, the money it moved and its details. */
export const dealTimelineEntrySchema = z.object({
  /** 'sold' for the sale itself, then a DealMove, or 'reminder'. */
  move: z.union([dealMoveSchema, z.literal('sold'), z.literal('reminder')]),
  actor: dealActorSchema,
  at: z.string(),
  /** Cents moved by this step (charge, transfer, refund), or null. */
  amountCents: z.number().int().nullable(),
  /** Carrier, tracking, a dispute's reason, a resolution with the admin's reason: as entered. */
  details: z
    .object({
      carrier: z.string().nullable().optional(),
      tracking: z.string().nullable().optional(),
      reason: z.string().nullable().optional(),
      photoIds: z.array(z.string()).optional(),
      outcome: z.string().nullable().optional(),
      sellerCents: z.number().int().nullable().optional(),
      refundCents: z.number().int().nullable().optional(),
      /** A resolution, a back-out or a non-payment cancel: the buyer fee taken at the sale (cents), and what of it the move returned. */
      buyerFeeCents: z.number().int().nullable().optional(),
      feeReturnCents: z.number().int().nullable().optional(),
    })
    .nullable(),
});
export type DealTimelineEntry = z.infer<typeof dealTimelineEntrySchema>;

export const dealNextStepSchema = z.object({
  actor: z.enum(['buyer', 'seller', 'admin']).nullable(),
  kind: z.enum(['pay', 'confirm_payment', 'hand_over', 'confirm_received', 'send_title', 'receive_title', 'resolve_dispute', 'none']),
  by: z.string().nullable(),
});
export type DealNextStep = z.infer<typeof dealNextStepSchema>;

export const dealContactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type DealContact = z.infer<typeof dealContactSchema>;

/** A row of /my-auctions' 'Sold' tab or the buyer's 'Purchases' (GET /api/deals?role=buyer|seller). */
export const dealSummarySchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  state: dealStateSchema,
  paymentMethod: paymentMethodSchema,
  price: z.number().int(),
  /** The other party's display name. */
  counterpartName: z.string(),
  nextStep: dealNextStepSchema,
  createdAt: z.string(),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;
export const dealListSchema = z.object({ deals: z.array(dealSummarySchema) });

/** GET /api/deals/:id, for the buyer, the seller or an admin: contacts are shared only here. */
export const dealViewSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  /** The listing's address for links (slug or id). */
  auctionPath: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** How the vehicle was sold: auction close, buy now, accepted offer, counter-offer, second-chance offer. */
  saleKind: z.string(),
  state: dealStateSchema,
  paymentMethod: paymentMethodSchema,
  amounts: dealAmountsSchema,
  /** Who is asking: the page words its steps for them. */
  viewerRole: z.enum(['buyer', 'seller', 'admin']),
  buyerId: z.string(),
  sellerId: z.string(),
  contacts: z.object({ buyer: dealContactSchema, seller: dealContactSchema }),
  createdAt: z.string(),
  paymentDueAt: z.string(),
  paidAt: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  disputeUntil: z.string().nullable(),
  releaseAt: z.string().nullable(),
  titleSentAt: z.string().nullable(),
  titleReceivedAt: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking: z.string().nullable(),
  titleTracking: z.string().nullable(),
  dispute: z.object({ reason: z.string(), photoIds: z.array(z.string()), openedAt: z.string() }).nullable(),
  /** Money the site holds for this deal now, in cents. */
  heldCents: z.number().int(),
  money: dealMoneySchema,
  /** When the deal completed (money released or confirmed, title received), or null. */
  completedAt: z.string().nullable(),
  nextStep: dealNextStepSchema,
  /** The moves the viewer may make now (the page's buttons). */
  availableMoves: z.array(dealMoveSchema),
  timeline: z.array(dealTimelineEntrySchema),
  /**
   * Payments of this deal it did not take (a second checkout, or one that crossed an admin's charge): each is refunded
   * to the buyer in full; `refunded` once the provider has done it.
   */
  returnedPayments: z.array(z.object({ amountCents: z.number().int(), at: z.string(), refunded: z.boolean() })),
});
export type DealView = z.infer<typeof dealViewSchema>;

/** How a checkout's return was taken (POST /api/deals/:id/verify-payment): the deal, and what became of that payment. */
export const dealPaymentOutcomeSchema = z.enum(['paid', 'already_paid', 'refunded_late', 'returned_second', 'unpaid']);
export type DealPaymentOutcome = z.infer<typeof dealPaymentOutcomeSchema>;
export const verifiedDealPaymentSchema = dealViewSchema.extend({ paymentOutcome: dealPaymentOutcomeSchema });
export type VerifiedDealPayment = z.infer<typeof verifiedDealPaymentSchema>;

// Request bodies of the moves (POST /api/deals/:id/<move>).
export const DEAL_TEXT_MAX = 200;
export const DISPUTE_REASON_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 10;

export const handOverBodySchema = z.object({
  carrier: z.string().trim().max(DEAL_TEXT_MAX, `The carrier must be at most ${DEAL_TEXT_MAX} characters.`).optional(),
  tracking: z.string().trim().max(DEAL_TEXT_MAX, `The tracking number must be at most ${DEAL_TEXT_MAX} characters.`).optional(),
});
export const sendTitleBodySchema = z.object({
  tracking: z.string().trim().max(DEAL_TEXT_MAX, `The tracking number must be at most ${DEAL_TEXT_MAX} characters.`).optional(),
});
/** A dispute photo is one the buyer uploaded for it (POST /api/deals/:id/dispute-photos): its stored address. */
export const DISPUTE_PHOTO_PATTERN = /^\/media\/uploads\/[0-9a-f]{40}\.webp$/;
export const openDisputeBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Tell us what is wrong in at least 10 characters.')
    .max(DISPUTE_REASON_MAX, `The reason must be at most ${DISPUTE_REASON_MAX} characters.`),
  photoIds: z
    .array(z.string().regex(DISPUTE_PHOTO_PATTERN, 'Add photos with the Add photos button; only photos uploaded here can be attached.'))
    .max(DISPUTE_PHOTOS_MAX, `Add at most ${DISPUTE_PHOTOS_MAX} photos.`)
    .default([]),
});
export const resolveDisputeBodySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('release') }),
  z.object({ outcome: z.literal('refund') }),
  /** The seller's part in whole dollars; the rest goes back to the buyer. */
  z.object({ outcome: z.literal('split'), sellerAmount: z.number().int().positive() }),
]);
/** POST /api/deals/:id/pay answers the checkout to go to. */
export const dealCheckoutSchema = z.object({ url: z.string() });
