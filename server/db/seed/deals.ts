import { randomUUID } from 'node:crypto';
import {
  applyDealMove,
  dealTimelineDetails,
  newDeal,
  nextDueOf,
  type DealActor,
  type DealMove,
  type DealSnapshot,
  type PaymentMethod,
  type Resolution,
} from '../../../domain/deal-rules.ts';
import type { dealEvents, dealFeedback, dealPayments, deals, memberStrikes, payoutAccounts, sandboxCheckoutSessions, sandboxConnectedAccounts, sandboxMoneyMoves } from '../schema.ts';
import { dealMoneyKey, dealTransferGroup } from '../../platform/payments/payments.ts';
import type { BidHistory } from './activity.ts';
import type { BuiltListing } from './listing-builder.ts';
import type { DemoPeople, UserKey } from './users.ts';

// Issue 26 item 12: the demo's deals, one per sold listing, in every state a newcomer should see (awaiting
// payment, paid and held, handed over, disputed, received, completed with feedback, cancelled for
// non-payment, direct payment), among the demo accounts. Each deal is replayed through the domain's own
// rule (applyDealMove) from its sale, so its row, timeline, money and strikes are what the site would have
// written; a step the rule refuses stops the seed. The sandbox provider's ledger (the buyer's paid checkout,
// the sellers' payout accounts, the money already moved) is written to match, so an admin can resolve the
// demo dispute and the release job can pay out, as on a real deal.

const HOUR = 3_600_000;

interface Step {
  move: DealMove;
  actor: DealActor;
  /** Hours after the sale. */
  at: number;
  carrier?: string;
  tracking?: string;
  reason?: string;
  resolution?: Resolution;
}

interface Feedback {
  by: 'buyer' | 'seller';
  rating: number;
  comment: string;
  /** Hours after the sale. */
  at: number;
}

interface DemoDeal {
  slug: string;
  method: PaymentMethod;
  steps: Step[];
  feedback?: Feedback[];
}

export const DEMO_DEALS: DemoDeal[] = [
  // bidder@example.com won it yesterday: the checkout is theirs to do, within 3 days.
  { slug: '1972-volkswagen-type-2-westfalia-campmobile', method: 'held', steps: [] },
  // Paid and held: seller@example.com is to hand it over.
  { slug: '2002-honda-s2000', method: 'held', steps: [{ move: 'pay', actor: 'system', at: 20 }] },
  // Shipped with its title: the buyer confirms, or disputes within 72 hours; else the money is released.
  {
    slug: '1970-plymouth-barracuda-hemi-cuda',
    method: 'held',
    steps: [
      { move: 'pay', actor: 'system', at: 10 },
      { move: 'hand_over', actor: 'seller', at: 40, carrier: 'Reliable Carriers (enclosed)', tracking: 'RC-448120' },
      { move: 'send_title', actor: 'seller', at: 42, tracking: '9405 5036 9930 0412 7781 20' },
    ],
  },
  // Disputed: an admin resolves it in /admin/deals.
  {
    slug: '1990-bmw-r100gs-paris-dakar',
    method: 'held',
    steps: [
      { move: 'pay', actor: 'system', at: 6 },
      { move: 'hand_over', actor: 'seller', at: 30 },
      {
        move: 'open_dispute',
        actor: 'buyer',
        at: 60,
        reason: 'The odometer reads 71,400 miles, not the 51,400 in the listing, and the Acerbis tank has a crack along the left seam that is not in the photos.',
      },
    ],
  },
  // Completed: paid, delivered, released, title received, both parties rated each other.
  {
    slug: '1963-jaguar-e-type-series-1-3-8-roadster',
    method: 'held',
    steps: [
      { move: 'pay', actor: 'system', at: 8 },
      { move: 'hand_over', actor: 'seller', at: 50, carrier: 'Intercity Lines (enclosed)', tracking: 'ICL-20931' },
      { move: 'send_title', actor: 'seller', at: 52, tracking: '1Z 999 AA1 01 2345 6784' },
      { move: 'confirm_received', actor: 'buyer', at: 100 },
      { move: 'receive_title', actor: 'buyer', at: 120 },
    ],
    feedback: [
      { by: 'buyer', rating: 5, comment: 'Exactly as described, down to the stone chip on the bonnet. Shipped within two days and the title arrived right behind it.', at: 122 },
      { by: 'seller', rating: 5, comment: 'Paid the same day and kept in touch about the delivery. A pleasure to deal with.', at: 124 },
    ],
  },
  // Received (the 3 days passed without a dispute, so the money was released): the seller still owes the title.
  {
    slug: '2008-grady-white-express-330-cabin-cruiser',
    method: 'held',
    steps: [
      { move: 'pay', actor: 'system', at: 12 },
      { move: 'hand_over', actor: 'seller', at: 48, carrier: 'Picked up at the marina' },
      { move: 'release', actor: 'system', at: 121 },
    ],
  },
  // Cancelled for non-payment after the 3 days: the buyer has a strike.
  {
    slug: '2017-sundowner-charter-tr-3-horse-gooseneck',
    method: 'held',
    steps: [{ move: 'cancel_non_payment', actor: 'seller', at: 80 }],
    feedback: [{ by: 'seller', rating: 2, comment: 'The payment never came and messages went unanswered, so the sale was cancelled after the three days.', at: 82 }],
  },
  // Direct payment: the seller confirmed the money arrived and is to hand it over.
  { slug: '2016-western-star-4900sb-72-inch-stratosphere-sleeper', method: 'direct', steps: [{ move: 'confirm_payment', actor: 'seller', at: 24 }] },
  // Direct payment, completed.
  {
    slug: '2015-caterpillar-d6t-xl-dozer',
    method: 'direct',
    steps: [
      { move: 'confirm_payment', actor: 'seller', at: 30 },
      { move: 'hand_over', actor: 'seller', at: 72, carrier: 'Heavy Haul Express (lowboy)' },
      { move: 'send_title', actor: 'seller', at: 72 },
      { move: 'confirm_received', actor: 'buyer', at: 100 },
      { move: 'receive_title', actor: 'buyer', at: 150 },
    ],
    feedback: [
      { by: 'buyer', rating: 4, comment: 'Good machine, as described. Loading took a day longer than planned, but the seller kept us posted.', at: 152 },
      { by: 'seller', rating: 5, comment: 'Wire arrived the next morning and the hauler was on time.', at: 153 },
    ],
  },
];

export interface DemoDeals {
  deals: (typeof deals.$inferInsert)[];
  events: (typeof dealEvents.$inferInsert)[];
  payments: (typeof dealPayments.$inferInsert)[];
  strikes: (typeof memberStrikes.$inferInsert)[];
  feedback: (typeof dealFeedback.$inferInsert)[];
  checkouts: (typeof sandboxCheckoutSessions.$inferInsert)[];
  connected: (typeof sandboxConnectedAccounts.$inferInsert)[];
  payouts: (typeof payoutAccounts.$inferInsert)[];
  moneyMoves: (typeof sandboxMoneyMoves.$inferInsert)[];
}

/** The listings' payment method as their sellers chose it (set before the listings are inserted). */
export function applyDemoPaymentMethods(listings: BuiltListing[]): void {
  const bySlug = new Map(listings.map((l) => [l.slug, l]));
  for (const d of DEMO_DEALS) {
    const listing = bySlug.get(d.slug);
    if (listing) listing.row.paymentMethod = d.method;
  }
}

export function buildDemoDeals(listings: BuiltListing[], people: DemoPeople, history: BidHistory, now: Date): DemoDeals {
  const out: DemoDeals = { deals: [], events: [], payments: [], strikes: [], feedback: [], checkouts: [], connected: [], payouts: [], moneyMoves: [] };
  const bySlug = new Map(listings.map((l) => [l.slug, l]));
  const byId = new Map(listings.map((l) => [l.id, l]));
  // The vehicle's first listing (a relisted vehicle's deal belongs to its whole lineage).
  const rootOf = (l: BuiltListing): string => {
    let at = l;
    while (at.row.originalAuctionId && byId.has(at.row.originalAuctionId)) at = byId.get(at.row.originalAuctionId)!;
    return at.id;
  };
  const keyOf = new Map(Object.entries(people.ids).map(([k, v]) => [v, k as UserKey]));
  const payoutAccountOf = new Map<string, string>();

  const payoutAccount = (sellerId: string, at: Date): string => {
    const existing = payoutAccountOf.get(sellerId);
    if (existing) return existing;
    const id = `acct_sandbox_demo_${keyOf.get(sellerId) ?? sellerId.slice(0, 8)}`;
    payoutAccountOf.set(sellerId, id);
    const email = people.users.find((u) => u.id === sellerId)?.email ?? 'seller@example.com';
    out.connected.push({ id, email, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, createdAt: at, updatedAt: at });
    out.payouts.push({ userId: sellerId, provider: 'sandbox', accountId: id, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, createdAt: at, updatedAt: at });
    return id;
  };

  for (const demo of DEMO_DEALS) {
    const listing = bySlug.get(demo.slug);
    if (!listing || listing.row.status !== 'sold') throw new Error(`Demo deal for a listing that was not sold: ${demo.slug}`);
    const buyerId = history.leaders.get(listing.id);
    if (!buyerId || !listing.row.endTime || !listing.row.currentBid) throw new Error(`${demo.slug}: a sold listing needs a winner and a price`);
    const sellerId = listing.row.sellerId;
    const soldAt = listing.row.endTime;
    const at = (hours: number) => {
      const t = new Date(soldAt.getTime() + hours * HOUR);
      if (t >= now) throw new Error(`${demo.slug}: a deal step after now`);
      return t;
    };
    const dealId = randomUUID();
    const price = listing.row.currentBid;
    let deal: DealSnapshot = newDeal({ method: demo.method, priceCents: price * 100, createdAt: soldAt });
    const saleKind = listing.row.buyNowPrice != null && listing.row.buyNowPrice === price ? 'buy_now' : 'auction';
    const row: typeof deals.$inferInsert = {
      id: dealId, auctionId: listing.id, lineageId: rootOf(listing), buyerId, sellerId, saleKind, price, paymentMethod: demo.method,
      createdAt: soldAt, updatedAt: soldAt,
    };
    out.events.push({ dealId, move: 'sold', actor: 'system', amountCents: price * 100, details: { saleKind }, createdAt: soldAt });
    const checkoutId = `cs_sandbox_demo_${dealId.replace(/-/g, '')}`;

    for (const step of demo.steps) {
      const when = at(step.at);
      const result = applyDealMove(deal, { move: step.move, actor: step.actor, now: when, resolution: step.resolution });
      if (!result.ok) throw new Error(`${demo.slug}: ${step.move} refused: ${result.message}`);
      deal = result.deal;
      const actorId = step.actor === 'buyer' ? buyerId : step.actor === 'seller' ? sellerId : null;
      if (step.move === 'pay' || step.move === 'confirm_payment') row.paidAt = when;
      if (step.move === 'hand_over') Object.assign(row, { carrier: step.carrier ?? null, tracking: step.tracking ?? null });
      if (step.move === 'send_title') row.titleTracking = step.tracking ?? null;
      if (step.move === 'open_dispute') Object.assign(row, { disputedAt: when, disputeReason: step.reason ?? '', disputePhotoIds: [] });
      out.events.push({
        dealId, move: step.move, actor: step.actor, actorId,
        amountCents: result.movements.reduce((sum, m) => sum + m.amountCents, 0) || null,
        details: dealTimelineDetails(step.move, step, result.movements),
        createdAt: when,
      });
      for (const m of result.movements) {
        let reference = checkoutId;
        if (m.kind === 'charge') {
          out.checkouts.push({
            id: checkoutId, userId: buyerId, auctionId: listing.id, amountCents: m.amountCents, description: `Payment for ${listing.row.title}`,
            returnPath: `/deals/${dealId}`, purpose: 'deal_payment', successPath: `/deals/${dealId}`, cancelPath: `/deals/${dealId}`,
            status: 'authorized', dealId, createdAt: when, updatedAt: when,
          });
        } else {
          reference = `${m.kind === 'transfer' ? 'tr' : 're'}_sandbox_demo_${dealId.replace(/-/g, '')}`;
          out.moneyMoves.push({
            id: reference, idempotencyKey: dealMoneyKey({ dealId, step: m.kind }), kind: m.kind, paymentReference: checkoutId, transferGroup: dealTransferGroup(dealId),
            destination: m.kind === 'transfer' ? payoutAccount(sellerId, when) : null, amountCents: m.amountCents, createdAt: when,
          });
        }
        out.payments.push({ dealId, step: m.kind, amountCents: m.amountCents, status: 'done', provider: 'sandbox', providerReference: reference, attempts: 1, createdAt: when, doneAt: when });
      }
      if (result.strike) {
        out.strikes.push({ userId: result.strike === 'buyer' ? buyerId : sellerId, dealId, reason: result.strike === 'buyer' ? 'non_payment' : 'backed_out', createdAt: when });
      }
      row.updatedAt = when;
      if (['completed', 'cancelled', 'refunded', 'settled'].includes(deal.state) && !row.closedAt) row.closedAt = when;
      // A sale that fell through is undone, as the site does it (saleFellThrough in server/modules/deals/apply-move.ts):
      // the auction reads as ended with its window closed then, so its seller's second-chance offer is ready.
      if (deal.state === 'cancelled') Object.assign(listing.row, { status: 'ended', winnerId: null, negotiationWindowEnds: when, updatedAt: when });
    }
    // Every seller of a held deal can be paid: their payout account is set up, as the deal page asks.
    if (demo.method === 'held') payoutAccount(sellerId, new Date(soldAt.getTime() - 30 * 24 * HOUR));

    Object.assign(row, {
      state: deal.state,
      handedOverAt: deal.handedOverAt,
      titleSentAt: deal.titleSentAt,
      titleReceivedAt: deal.titleReceivedAt,
      chargedCents: deal.chargedCents,
      transferredCents: deal.transferredCents,
      refundedCents: deal.refundedCents,
      nextDueAt: nextDueOf(deal, []),
    });
    out.deals.push(row);

    for (const f of demo.feedback ?? []) {
      const authorId = f.by === 'buyer' ? buyerId : sellerId;
      out.feedback.push({ dealId, authorId, subjectId: f.by === 'buyer' ? sellerId : buyerId, authorRole: f.by, rating: f.rating, comment: f.comment, createdAt: at(f.at) });
    }
  }
  return out;
}
