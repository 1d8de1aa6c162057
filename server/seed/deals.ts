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
} from '../../domain/deals/deal-rules.ts';
import type {
  dealEvents,
  dealFeedback,
  dealPayments,
  deals,
  memberStrikes,
  offers,
  payoutAccounts,
  sandboxCheckoutSessions,
  sandboxConnectedAccounts,
  sandboxMoneyMoves,
} from '../db/schema.ts';
import type { SaleForDeal } from '../sale-ports.ts';
import { dealMoneyKey, dealTransferGroup } from '../platform/payments/payments.ts';
import type { BidHistory } from './activity.ts';
import type { BuiltListing } from './listing-builder.ts';
import type { DemoPeople, UserKey } from './users.ts';

// The demo's deals, one per sale (each sold listing, and each accepted
// offer, which sells its listing as sellByOffer does), in every state a newcomer should see (awaiting payment,
// paid and held, handed over, disputed, received, completed with feedback, cancelled for non-payment, direct
// payment) and on every deadline path (an unpaid deal past its 3 days, a handed-over deal hours from its
// automatic release), among the demo accounts. Each sale makes its deal through the engine's own
// createDealInSale (seed-demo-data.ts); each later step is replayed through the domain's own rule
// (applyDealMove), so the row, timeline, money and strikes are what the site would have written; a step the
// rule refuses stops the seed. The sandbox provider's ledger (the buyer's paid checkout,
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
  // Past its deadline (sold 4 days ago, never paid; overdue in /admin/deals): seller@example.com cancels it for
  // non-payment, which strikes the buyer and opens the second-chance offer to the next bidder.
  { slug: '2003-mercedes-benz-g500', method: 'held', steps: [] },
  // An accepted offer (activity.ts): the listing is sold by it and its deal waits for the buyer's checkout, within the
  // 3 days. Nobody at VehicleBid charges it (decision 033).
  { slug: '2018-mack-anthem-64t-70-inch-stand-up-sleeper', method: 'held', steps: [] },
  // Shipped with its title 70 hours ago (sold 72 hours ago): unless the buyer confirms or disputes first, the money
  // is released to the seller automatically in about 2 hours.
  {
    slug: '1970-plymouth-barracuda-hemi-cuda',
    method: 'held',
    steps: [
      { move: 'pay', actor: 'system', at: 1 },
      { move: 'hand_over', actor: 'seller', at: 2, carrier: 'Reliable Carriers (enclosed)', tracking: 'RC-448120' },
      { move: 'send_title', actor: 'seller', at: 3, tracking: '9405 5036 9930 0412 7781 20' },
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
        reason:
          'The odometer reads 71,400 miles, not the 51,400 in the listing, and the Acerbis tank has a crack along the left seam that is not in the photos.',
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
      {
        by: 'buyer',
        rating: 5,
        comment: 'Exactly as described, down to the stone chip on the bonnet. Shipped within two days and the title arrived right behind it.',
        at: 122,
      },
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
    feedback: [
      { by: 'seller', rating: 2, comment: 'The payment never came and messages went unanswered, so the sale was cancelled after the three days.', at: 82 },
    ],
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
  /** Each sale, made into its deal by createDealInSale (the deal's id named ahead, so its timeline can refer to it). */
  sales: (SaleForDeal & { dealId: string })[];
  /** What each deal's replayed steps left on its row (state, dates, money, deadlines), written after the sale. */
  deals: (Partial<typeof deals.$inferInsert> & { id: string })[];
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

/**
 * The demo's sales and what followed each. An accepted offer sells its listing at its amount when it was accepted, to
 * its buyer, as sellByOffer does (the listing's row is changed here, before it is inserted); a sold auction is sold to
 * its winner at its end. Every sold listing and every accepted offer must have its entry in DEMO_DEALS, else the seed stops.
 */
export function buildDemoDeals(
  listings: BuiltListing[],
  people: DemoPeople,
  history: BidHistory,
  acceptedOffers: (typeof offers.$inferInsert)[],
  now: Date,
): DemoDeals {
  const out: DemoDeals = {
    sales: [],
    deals: [],
    events: [],
    payments: [],
    strikes: [],
    feedback: [],
    checkouts: [],
    connected: [],
    payouts: [],
    moneyMoves: [],
  };
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
    out.payouts.push({
      userId: sellerId,
      provider: 'sandbox',
      accountId: id,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  };

  const offerOf = new Map<string, typeof offers.$inferInsert>();
  for (const o of acceptedOffers.filter((x) => x.status === 'accepted')) {
    if (offerOf.has(o.auctionId)) throw new Error('Two accepted offers on one demo listing');
    offerOf.set(o.auctionId, o);
  }
  const covered = new Set(DEMO_DEALS.map((d) => d.slug));
  for (const l of listings) {
    if ((l.row.status === 'sold' || offerOf.has(l.id)) && !covered.has(l.slug)) throw new Error(`A demo sale without its deal in DEMO_DEALS: ${l.slug}`);
  }

  for (const demo of DEMO_DEALS) {
    const listing = bySlug.get(demo.slug);
    if (!listing) throw new Error(`Demo deal for an unknown listing: ${demo.slug}`);
    const offer = offerOf.get(listing.id);
    if (offer) {
      // sellByOffer: the listing is sold to the offer's buyer at its amount, when it was accepted.
      if (listing.row.status !== 'active' || !offer.id || !offer.updatedAt) throw new Error(`${demo.slug}: an accepted offer sells a listing on sale`);
      Object.assign(listing.row, { status: 'sold', winnerId: offer.buyerId, currentBid: offer.amount, updatedAt: offer.updatedAt });
    } else if (listing.row.status !== 'sold') throw new Error(`Demo deal for a listing that was not sold: ${demo.slug}`);
    const buyerId = offer ? offer.buyerId : history.leaders.get(listing.id);
    const soldAt = offer ? offer.updatedAt! : listing.row.endTime;
    if (!buyerId || !soldAt || !listing.row.currentBid) throw new Error(`${demo.slug}: a sold listing needs a winner and a price`);
    const sellerId = listing.row.sellerId;
    const at = (hours: number) => {
      const t = new Date(soldAt.getTime() + hours * HOUR);
      if (t >= now) throw new Error(`${demo.slug}: a deal step after now`);
      return t;
    };
    const dealId = randomUUID();
    const price = listing.row.currentBid;
    let deal: DealSnapshot = newDeal({ method: demo.method, priceCents: price * 100, createdAt: soldAt });
    const saleKind = offer ? 'offer' : listing.row.buyNowPrice != null && listing.row.buyNowPrice === price ? 'buy_now' : 'auction';
    // The sale: createDealInSale writes the deal (its method the listing's, set by applyDemoPaymentMethods) and its 'sold' step.
    out.sales.push({ dealId, auctionId: listing.id, lineageId: rootOf(listing), buyerId, sellerId, saleKind, offerId: offer?.id ?? null, price, now: soldAt });
    const row: Partial<typeof deals.$inferInsert> & { id: string } = { id: dealId, updatedAt: soldAt };
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
        dealId,
        move: step.move,
        actor: step.actor,
        actorId,
        amountCents: result.movements.reduce((sum, m) => sum + m.amountCents, 0) || null,
        details: dealTimelineDetails(step.move, step, result.movements),
        createdAt: when,
      });
      for (const m of result.movements) {
        let reference = checkoutId;
        if (m.kind === 'charge') {
          out.checkouts.push({
            id: checkoutId,
            userId: buyerId,
            auctionId: listing.id,
            amountCents: m.amountCents,
            description: `Payment for ${listing.row.title}`,
            returnPath: `/deals/${dealId}`,
            purpose: 'deal_payment',
            successPath: `/deals/${dealId}`,
            cancelPath: `/deals/${dealId}`,
            status: 'authorized',
            dealId,
            createdAt: when,
            updatedAt: when,
          });
        } else {
          reference = `${m.kind === 'transfer' ? 'tr' : 're'}_sandbox_demo_${dealId.replace(/-/g, '')}`;
          out.moneyMoves.push({
            id: reference,
            idempotencyKey: dealMoneyKey({ dealId, step: m.kind }),
            kind: m.kind,
            paymentReference: checkoutId,
            transferGroup: dealTransferGroup(dealId),
            destination: m.kind === 'transfer' ? payoutAccount(sellerId, when) : null,
            amountCents: m.amountCents,
            createdAt: when,
          });
        }
        out.payments.push({
          dealId,
          step: m.kind,
          amountCents: m.amountCents,
          status: 'done',
          provider: 'sandbox',
          providerReference: reference,
          attempts: 1,
          createdAt: when,
          doneAt: when,
        });
      }
      if (result.strike) {
        out.strikes.push({
          userId: result.strike === 'buyer' ? buyerId : sellerId,
          dealId,
          reason: result.strike === 'buyer' ? 'non_payment' : 'backed_out',
          createdAt: when,
        });
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
      out.feedback.push({
        dealId,
        authorId,
        subjectId: f.by === 'buyer' ? sellerId : buyerId,
        authorRole: f.by,
        rating: f.rating,
        comment: f.comment,
        createdAt: at(f.at),
      });
    }
  }
  return out;
}
