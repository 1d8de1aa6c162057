// An admin suspending a member (decisions 012 and 025): the request, what the member has running on live
// auctions when the admin decides, and the confirmation sentence that says in words what will happen.
import { z } from 'zod';

export const SUSPENSION_REASON_MAX = 500;

export const SUSPENSION_TEXTS = {
  reasonRequired: 'Write the reason for the suspension.',
  reasonTooLong: `The reason must be at most ${SUSPENSION_REASON_MAX} characters.`,
  choiceRequired: 'Choose whether their bids stay or are cancelled.',
  cancelOnlyWhenSuspending: 'Bids are cancelled only when suspending.',
} as const;

const reasonText = z.string().trim().max(SUSPENSION_REASON_MAX, SUSPENSION_TEXTS.reasonTooLong);

/**
 * PUT /api/admin/users/:id/status. Suspending needs a reason (the member is told it) and an explicit choice for
 * their bids on live auctions; the use case refuses either missing with its own message, nothing changed.
 */
export const userStatusBodySchema = z
  .object({
    status: z.enum(['active', 'suspended'], { message: 'Status must be active or suspended.' }),
    reason: reasonText.optional(),
    /** Also cancel the member's bids and proxy bids on live auctions and end their pending offers (decision 025). */
    cancelBids: z.boolean().optional(),
  })
  .refine((b) => !b.cancelBids || b.status === 'suspended', { message: SUSPENSION_TEXTS.cancelOnlyWhenSuspending, path: ['cancelBids'] });
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

/** What an admin's suspension with "cancel their bids" did: each auction's price before and after, and the offers ended. */
export const cancelledBidsSchema = z.object({
  auctions: z.array(z.object({ auctionId: z.string(), cancelledBids: z.number(), currentBid: z.number(), previousBid: z.number() })),
  offers: z.number(),
});
export type CancelledBids = z.infer<typeof cancelledBidsSchema>;

export type BidsChoice = 'keep' | 'cancel';

/** The admin's suspension dialog: a written reason and a choice for the bids, neither given beforehand. */
export interface SuspensionForm {
  reason: string;
  choice: BidsChoice | null;
}

/** What a member has running that a suspension keeps or cancels (auctions open to bids: scheduled or running). */
export const memberLiveBiddingSchema = z.object({
  /** Their bid rows on live auctions, those their proxy placed included. */
  bids: z.number().int(),
  /** Their active proxy bids on live auctions: they go on bidding for the member while they stay. */
  proxyBids: z.number().int(),
  /** The live auctions where they have a bid or an active proxy bid. */
  auctions: z.number().int(),
  /** The live auctions they lead (the latest bid is theirs), soonest to end first. */
  leading: z.array(z.object({ auctionId: z.string(), title: z.string(), slug: z.string().nullable() })),
  /** Their offers still waiting for an answer (cancelling their bids ends them too). */
  pendingOffers: z.number().int(),
});
export type MemberLiveBidding = z.infer<typeof memberLiveBiddingSchema>;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function titles(list: readonly { title: string }[]): string {
  const shown = list.slice(0, 3).map((l) => l.title);
  const more = list.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** "3 bids", "1 proxy bid", "3 bids and 1 proxy bid". */
function bidsPhrase(live: MemberLiveBidding): string {
  const parts = [live.bids > 0 ? count(live.bids, 'bid') : null, live.proxyBids > 0 ? count(live.proxyBids, 'proxy bid') : null];
  return parts.filter(Boolean).join(' and ');
}

/** Whether the member's bids and offers make the keep-or-cancel choice mean anything. */
export function hasLiveBidding(live: MemberLiveBidding): boolean {
  return live.auctions > 0 || live.pendingOffers > 0;
}

/** The dialog's rule: a reason, and a choice when the member has bids or offers running (else nothing to choose). */
export function suspensionFormFor(live: MemberLiveBidding) {
  return z
    .object({ reason: reasonText.min(1, SUSPENSION_TEXTS.reasonRequired), choice: z.enum(['keep', 'cancel']).nullable() })
    .refine((f) => f.choice !== null || !hasLiveBidding(live), { message: SUSPENSION_TEXTS.choiceRequired, path: ['choice'] });
}

/**
 * The suspension dialog's sentence, e.g. "Suspend Sam Bidder? Their 3 bids on 2 live auctions stay, and they
 * still lead 1 auction: 2018 Porsche 911 GT3." Before a choice it states what the member has running.
 */
export function suspensionSentence(name: string, live: MemberLiveBidding, choice: BidsChoice | null): string {
  const lines = [`Suspend ${name}?`];
  const n = live.auctions;
  const on = count(n, 'live auction');
  const led = live.leading.length;
  const offers = live.pendingOffers;
  if (!hasLiveBidding(live)) {
    lines.push('They have no bids on live auctions and no pending offers.');
  } else if (choice === null) {
    if (n === 0) lines.push('They have no bids on live auctions.');
    else lines.push(`They have ${bidsPhrase(live)} on ${on} and lead ${led === 0 ? 'none of them' : `${led}: ${titles(live.leading)}`}.`);
    if (offers > 0) lines.push(`They have ${count(offers, 'pending offer')}.`);
  } else if (choice === 'keep') {
    if (n > 0) {
      const one = live.bids + live.proxyBids === 1;
      const stay = `Their ${one ? (live.bids === 1 ? 'bid' : 'proxy bid') : bidsPhrase(live)} on ${on} ${one ? 'stays' : 'stay'}`;
      lines.push(led === 0 ? `${stay}; they lead none of them.` : `${stay}, and they still lead ${count(led, 'auction')}: ${titles(live.leading)}.`);
      if (live.proxyBids > 0) lines.push(live.proxyBids === 1 ? 'Their proxy bid goes on bidding for them.' : 'Their proxy bids go on bidding for them.');
    }
    if (offers > 0) lines.push(offers === 1 ? 'Their pending offer stays open.' : `Their ${offers} pending offers stay open.`);
  } else {
    if (n > 0) {
      const what =
        live.proxyBids > 0 ? (live.bids > 0 ? 'bids and proxy bids' : live.proxyBids === 1 ? 'proxy bid' : 'proxy bids') : live.bids === 1 ? 'bid' : 'bids';
      const verb = what === 'bid' || what === 'proxy bid' ? 'is' : 'are';
      lines.push(`Their ${what} on ${on} ${verb} cancelled and ${n === 1 ? 'its' : 'each auction’s'} high bid is recomputed.`);
    }
    if (offers > 0) lines.push(offers === 1 ? 'Their pending offer ends.' : `Their ${offers} pending offers end.`);
  }
  return lines.join(' ');
}
