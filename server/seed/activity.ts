import { randomUUID } from 'node:crypto';
import type { NotificationType, OfferStatus } from '../../domain/shared/auction-types.ts';
import type { auctionViews, bids, commentLikes, comments, follows, messages, notifications, offers, proxyBids, watchlist } from '../db/schema.ts';
import { DAY, HOUR, MINUTE, type BuiltListing } from './listing-builder.ts';
import { daysBefore, type DemoPeople, type UserKey } from './users.ts';

// The defaults of the 'auction' setting (SPEC 9): every demo bid respects them.
const MIN_INCREMENT = 100;
const MAX_INCREMENT = 5000;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - Math.round(minutes * 60_000));

/** `count` whole-dollar bids from `start` up to exactly `high`; larger jumps early, each 100-5000 over the last. */
export function bidLadder(start: number, high: number, count: number): number[] {
  const rise = high - start;
  if (count < 1 || rise < MIN_INCREMENT * count || rise > MAX_INCREMENT * count) {
    throw new Error(`Cannot climb from ${start} to ${high} in ${count} bids of ${MIN_INCREMENT}-${MAX_INCREMENT}`);
  }
  const weights = Array.from({ length: count }, (_, k) => 2 - k / count);
  const total = weights.reduce((a, b) => a + b, 0);
  const steps = weights.map((w) => Math.min(MAX_INCREMENT, Math.max(MIN_INCREMENT, Math.round((rise * w) / total / 100) * 100)));
  let diff = rise - steps.reduce((a, b) => a + b, 0);
  for (let k = count - 1; k >= 0 && diff !== 0; k--) {
    const step = steps[k] ?? 0;
    const delta = diff > 0 ? Math.min(diff, MAX_INCREMENT - step) : Math.max(diff, MIN_INCREMENT - step);
    steps[k] = step + delta;
    diff -= delta;
  }
  let amount = start;
  return steps.map((s) => (amount += s));
}

/** Who bids, earliest first: a small group taking turns, never the same bidder twice in a row. */
function biddingOrder(candidates: UserKey[], count: number, seed: number, leader?: UserKey): UserKey[] {
  const size = Math.min(candidates.length, 3 + (seed % 3));
  const group = Array.from({ length: size }, (_, i) => candidates[(seed + i) % candidates.length] as UserKey);
  const top = leader ?? (group[0] as UserKey);
  if (!group.includes(top)) group[0] = top;
  const order: UserKey[] = [top];
  for (let j = 1; j < count; j++) {
    const next = order[0];
    let pick = group[(seed * 7 + j * 5) % group.length] as UserKey;
    if (pick === next) pick = group[(group.indexOf(pick) + 1) % group.length] as UserKey;
    order.unshift(pick);
  }
  return order;
}

export interface BidHistory {
  bids: (typeof bids.$inferInsert)[];
  /** auction id -> user id of the highest bidder (the winner of a sold auction). */
  leaders: Map<string, string>;
}

export function buildBidHistory(listings: BuiltListing[], people: DemoPeople): BidHistory {
  const history: BidHistory = { bids: [], leaders: new Map() };
  listings.forEach((listing, seed) => {
    const plan = listing.bidPlan;
    if (!plan) return;
    if (plan.leader === listing.sellerKey) throw new Error(`${listing.slug}: the seller cannot lead`);
    const candidates = people.bidders.filter((k) => k !== listing.sellerKey);
    const amounts = bidLadder(plan.start, plan.high, plan.count);
    const order = biddingOrder(candidates, plan.count, seed, plan.leader);
    const span = plan.to.getTime() - plan.from.getTime();
    if (span <= 0) throw new Error(`${listing.slug}: empty bidding window`);
    amounts.forEach((amount, k) => {
      // sqrt spreads the early bids out and bunches the late ones toward the close, as auctions go.
      const createdAt = new Date(plan.from.getTime() + Math.round(span * Math.sqrt((k + 1) / plan.count)));
      history.bids.push({ auctionId: listing.id, bidderId: people.ids[order[k] as UserKey], amount, createdAt });
    });
    let leader = order[order.length - 1] as UserKey;
    if (plan.buyNow !== undefined) {
      // SPEC 4 Buy now: the buyer takes it at the buy-now price at the end time.
      leader = candidates.find((k) => k !== leader) ?? leader;
      const at = listing.row.endTime;
      if (!at) throw new Error(`${listing.slug}: a buy-now sale needs an end time`);
      history.bids.push({ auctionId: listing.id, bidderId: people.ids[leader], amount: plan.buyNow, createdAt: at });
    }
    history.leaders.set(listing.id, people.ids[leader]);
  });
  return history;
}

// ------------------------------------------------------------------ everything else users do

interface CommentDef {
  by: UserKey | null;
  ago: number;
  text: string;
  likes?: UserKey[];
}

const COMMENTS: Record<string, CommentDef[]> = {
  '2005-ford-gt': [
    {
      by: 'emily',
      ago: 2 * DAY,
      text: 'Great to see one with all four options. Has it always been stored climate controlled, and when were the fluids last changed?',
    },
    {
      by: 'seller',
      ago: 2 * DAY - 3 * HOUR,
      likes: ['emily', 'bidder', 'chris'],
      text: 'Thanks Emily. It lived in a heated, humidity-controlled garage its whole life. Fluids, plugs and the supercharger belt were done in March at 3,050 miles; the invoice is the 14th photo.',
    },
    { by: 'chris', ago: 36 * HOUR, text: 'BBS wheels and red calipers are the spec to have. Good luck to the seller and the bidders.', likes: ['maria'] },
    { by: 'bidder', ago: 20 * HOUR, text: 'What tires is it on and what are the date codes?' },
    {
      by: 'seller',
      ago: 19 * HOUR,
      likes: ['bidder'],
      text: 'Goodyear Eagle F1 Supercars dated 2021 with about 200 miles on them. The original Goodyears come with the car.',
    },
    { by: null, ago: 6 * HOUR, text: 'Reserve met! This auction will sell to the highest bidder.' },
  ],
  '1973-porsche-911-carrera-rs-2-7-touring': [
    { by: 'emily', ago: 3 * DAY, text: 'Is the engine the original 911/83 with the case number on the COA?' },
    {
      by: 'maria',
      ago: 3 * DAY - 2 * HOUR,
      likes: ['emily', 'tom'],
      text: 'Yes: the engine number matches the Certificate of Authenticity and the Kardex. Both are in the gallery, photos 31 and 32.',
    },
    { by: 'tom', ago: 2 * DAY, text: 'Stunning car. The Touring details are so subtle next to a Lightweight.' },
    { by: 'chris', ago: 30 * HOUR, text: 'Any accident history? The panel gaps look excellent.' },
    {
      by: 'maria',
      ago: 29 * HOUR,
      likes: ['chris'],
      text: 'One documented light repair to the left front fender in 1988, disclosed in the flaws section. Paint-meter readings for every panel are in the photos.',
    },
  ],
  '1994-toyota-supra-turbo-6-speed': [
    { by: 'bidder', ago: 2 * DAY, text: 'Stock turbos? Any boost controller or tune?' },
    {
      by: 'chris',
      ago: 2 * DAY - HOUR,
      likes: ['bidder', 'emily'],
      text: 'Completely stock: sequential twins, factory ECU, no boost controller. Only the exhaust is aftermarket and the original comes with it.',
    },
    { by: 'marcus', ago: DAY, text: 'Sport roof or hardtop?' },
    { by: 'chris', ago: 23 * HOUR, text: 'Sport roof, with the storage bag. The panel has no cracks and the seals do not leak.' },
  ],
  '1969-harley-davidson-electra-glide-flh': [
    { by: 'hannah', ago: 30 * HOUR, text: 'Is that the original tank dash? And is the original seat included?' },
    {
      by: 'tom',
      ago: 28 * HOUR,
      likes: ['hannah', 'bidder'],
      text: 'Original tank dash, yes. The Buddy Seat is a reproduction; the original seat is included and is usable but worn.',
    },
    { by: 'emily', ago: 10 * HOUR, text: 'That idle in the video is perfect.' },
  ],
  '2019-peterbilt-389-72-inch-flat-top-sleeper': [
    { by: 'marcus', ago: 2 * DAY, text: 'Any DPF or EGR work done? Do you have an ECM report?' },
    {
      by: 'dave',
      ago: 2 * DAY - 2 * HOUR,
      likes: ['marcus'],
      text: 'DPF cleaned at 380,000 and EGR cooler replaced under warranty at 290,000. The ECM report is in the gallery: 28 percent idle.',
    },
  ],
};

// [auction slug, maximum] of active proxy bids, each held by that auction's current leader.
const PROXY_BIDS: [string, number][] = [
  ['2005-ford-gt', 425_000],
  ['1969-harley-davidson-electra-glide-flh', 29_500],
  ['1973-porsche-911-carrera-rs-2-7-touring', 1_150_000],
  ['2019-peterbilt-389-72-inch-flat-top-sleeper', 115_000],
  ['2012-lexus-lfa', 640_000],
];

const WATCHED: [UserKey, string[]][] = [
  [
    'bidder',
    [
      '2005-ford-gt',
      '1973-porsche-911-carrera-rs-2-7-touring',
      '1994-toyota-supra-turbo-6-speed',
      '1957-mercedes-benz-190sl-roadster',
      '1969-harley-davidson-electra-glide-flh',
      '2012-lexus-lfa',
      '2022-airstream-classic-33fb',
      '1967-chevrolet-corvette-427-435-convertible',
      '2019-porsche-911-gt3-rs-weissach',
    ],
  ],
  ['buyer', ['2018-sea-ray-slx-400-bowrider', '2022-airstream-classic-33fb', '2020-boston-whaler-280-outrage-center-console']],
  ['emily', ['1973-porsche-911-carrera-rs-2-7-touring', '1985-ferrari-308-gts-quattrovalvole', '2012-lexus-lfa', '2015-mci-j4500-56-passenger-motorcoach']],
];

// Listings bidder@example.com has looked at (for recommendations): [slug, times].
const BIDDER_VIEWS: [string, number][] = [
  ['2005-ford-gt', 6],
  ['1973-porsche-911-carrera-rs-2-7-touring', 4],
  ['1994-toyota-supra-turbo-6-speed', 3],
  ['1991-acura-nsx-5-speed', 2],
  ['1995-bmw-m3-coupe', 2],
  ['2019-porsche-911-gt3-rs-weissach', 3],
  ['1985-ferrari-308-gts-quattrovalvole', 1],
  ['1957-mercedes-benz-190sl-roadster', 5],
  ['1999-mazda-mx-5-miata-10th-anniversary', 1],
  ['1969-harley-davidson-electra-glide-flh', 3],
  ['1975-honda-cb750-four-k5', 1],
  ['2019-ducati-panigale-v4-s', 2],
  ['2012-lexus-lfa', 2],
  ['1972-volkswagen-type-2-westfalia-campmobile', 2],
  ['2022-airstream-classic-33fb', 1],
];

interface OfferDef {
  slug: string;
  buyer: UserKey;
  amount: number;
  status: OfferStatus;
  bySeller?: boolean;
  ago: number;
  message: string;
}

const OFFERS: OfferDef[] = [
  {
    slug: '1989-mercedes-benz-560sl',
    buyer: 'emily',
    amount: 38_000,
    status: 'pending',
    ago: 20 * HOUR,
    message: 'Lovely car. Would you take $38,000 with me arranging enclosed transport to Seattle?',
  },
  {
    slug: '1989-mercedes-benz-560sl',
    buyer: 'chris',
    amount: 34_000,
    status: 'rejected',
    ago: 5 * DAY,
    message: 'Cash offer, can pick up this week.',
  },
  {
    // Accepted a day and a half ago (half of `ago`): the listing is sold by it and its deal awaits marcus's checkout (deals.ts).
    slug: '2018-mack-anthem-64t-70-inch-stand-up-sleeper',
    buyer: 'marcus',
    amount: 70_000,
    status: 'accepted',
    ago: 3 * DAY,
    message: 'We need a second tractor for our lowboy. $70,000 and we pick it up in Joliet.',
  },
  {
    slug: '2018-newmar-dutch-star-4369',
    buyer: 'hannah',
    amount: 265_000,
    status: 'pending',
    ago: 2 * DAY,
    message: 'Would you consider $265,000? We are ready to move forward after an inspection.',
  },
  {
    slug: '2016-triumph-thruxton-r',
    buyer: 'tom',
    amount: 10_500,
    status: 'pending',
    ago: 4 * HOUR,
    message: 'Would you take $10,500? I can come to Charlotte next weekend.',
  },
  {
    slug: '1957-mercedes-benz-190sl-roadster',
    buyer: 'bidder',
    amount: 124_000,
    status: 'rejected',
    ago: 8 * HOUR,
    message: 'I can go to $124,000 to get this done.',
  },
  {
    slug: '1957-mercedes-benz-190sl-roadster',
    buyer: 'bidder',
    amount: 130_000,
    status: 'pending',
    bySeller: true,
    ago: 6 * HOUR,
    message: 'We can meet you at $130,000, which includes new tires before delivery.',
  },
  {
    slug: '2015-mci-j4500-56-passenger-motorcoach',
    buyer: 'emily',
    amount: 98_000,
    status: 'pending',
    ago: 20 * HOUR,
    message: 'My family charter business would take it at $98,000.',
  },
];

interface MessageDef {
  from: UserKey;
  to: UserKey;
  slug: string | null;
  subject: string;
  content: string;
  ago: number;
  read: boolean;
}

const MESSAGES: MessageDef[] = [
  {
    from: 'bidder',
    to: 'seller',
    slug: '2005-ford-gt',
    subject: 'Question about the Ford GT',
    ago: 3 * DAY,
    read: true,
    content: "Hi, are the original window sticker and owner's binder included? And could I arrange a pre-purchase inspection in Scottsdale?",
  },
  {
    from: 'seller',
    to: 'bidder',
    slug: '2005-ford-gt',
    subject: 'Re: Question about the Ford GT',
    ago: 3 * DAY - 2 * HOUR,
    read: true,
    content: 'Both are included. Inspections are welcome any weekday between 9 and 5; just let us know the shop and we will coordinate.',
  },
  {
    from: 'seller',
    to: 'bidder',
    slug: '1957-mercedes-benz-190sl-roadster',
    subject: '190SL: counter-offer',
    ago: 6 * HOUR,
    read: false,
    content: 'Thanks for your offer on the 190SL. We sent a counter at $130,000 including new tires; it is in the negotiation panel until the window closes.',
  },
  {
    from: 'buyer',
    to: 'hannah',
    slug: '2022-airstream-classic-33fb',
    subject: 'Airstream tow vehicle',
    ago: DAY,
    read: true,
    content: 'What are you towing the 33FB with, and is the hitch included in the sale?',
  },
  {
    from: 'hannah',
    to: 'buyer',
    slug: '2022-airstream-classic-33fb',
    subject: 'Re: Airstream tow vehicle',
    ago: 22 * HOUR,
    read: false,
    content: 'We tow with a 3/4-ton Silverado and the weight-distributing hitch is included. Happy to do a video walkthrough if that helps.',
  },
  {
    from: 'emily',
    to: 'maria',
    slug: '1973-porsche-911-carrera-rs-2-7-touring',
    subject: 'RS inspection',
    ago: 2 * DAY,
    read: true,
    content: 'Would you allow a leak-down test as part of an inspection? I would cover the cost.',
  },
  {
    from: 'maria',
    to: 'emily',
    slug: '1973-porsche-911-carrera-rs-2-7-touring',
    subject: 'Re: RS inspection',
    ago: 2 * DAY - 4 * HOUR,
    read: true,
    content: 'Of course. The car is at my specialist in San Diego; I will send you his number.',
  },
];

interface NotificationDef {
  user: UserKey;
  from: UserKey | null;
  type: NotificationType;
  slug: string | null;
  ago: number;
  active: boolean;
}

/**
 * A notice that the product makes from an auction's event is seeded with that event, and keyed by it
 * (source key 'event:{id}') as the notification worker keys it. Seeded alone, the event would still be missing: the
 * engine would announce the auction again at start and the member would see the same notice twice ('ends within the
 * hour' at '5m ago' and at '10m ago'). With the event and its key, the worker's notice to that member is the seeded one.
 */
const EVENT_OF: Partial<Record<NotificationType, string>> = { auction_ending_soon: 'auction.ending_soon' };

const NOTIFICATIONS: NotificationDef[] = [
  { user: 'bidder', from: 'seller', type: 'auction_ending_soon', slug: '2005-ford-gt', ago: 5 * MINUTE, active: true },
  { user: 'bidder', from: 'seller', type: 'new_listing_from_followed_user', slug: '2012-lexus-lfa', ago: 3 * DAY - HOUR, active: true },
  { user: 'bidder', from: 'tom', type: 'new_follower', slug: null, ago: DAY, active: true },
  { user: 'bidder', from: 'seller', type: 'auction_start', slug: '2019-porsche-911-gt3-rs-weissach', ago: DAY, active: true },
  { user: 'bidder', from: 'maria', type: 'new_listing_from_followed_user', slug: '1985-ferrari-308-gts-quattrovalvole', ago: 4 * DAY, active: true },
  { user: 'bidder', from: 'maria', type: 'auction_ending_soon', slug: '1973-porsche-911-carrera-rs-2-7-touring', ago: 2 * DAY, active: false },
  { user: 'seller', from: 'bidder', type: 'new_follower', slug: null, ago: 60 * DAY, active: true },
  { user: 'maria', from: 'bidder', type: 'new_follower', slug: null, ago: 30 * DAY, active: true },
];

// Who follows whom: [follower, following, days ago].
const FOLLOWS: [UserKey, UserKey, number][] = [
  ['bidder', 'seller', 60],
  ['bidder', 'maria', 30],
  ['bidder', 'tom', 12],
  ['buyer', 'seller', 8],
  ['emily', 'seller', 90],
  ['emily', 'maria', 88],
  ['chris', 'seller', 200],
  ['maria', 'seller', 150],
  ['tom', 'bidder', 1],
  ['hannah', 'rachel', 70],
  ['rachel', 'hannah', 69],
  ['marcus', 'dave', 100],
  ['dave', 'luis', 95],
  ['seller', 'maria', 140],
  ['luis', 'marcus', 40],
];

export interface Activity {
  proxyBids: (typeof proxyBids.$inferInsert)[];
  watchlist: (typeof watchlist.$inferInsert)[];
  views: (typeof auctionViews.$inferInsert)[];
  follows: (typeof follows.$inferInsert)[];
  comments: (typeof comments.$inferInsert)[];
  commentLikes: (typeof commentLikes.$inferInsert)[];
  offers: (typeof offers.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  /** Auction events the seeded notices come from, each with its notices (their source key is set once the event has its id). */
  noticeEvents: {
    event: { auctionId: string; type: string; data: Record<string, unknown>; createdAt: Date };
    notifications: (typeof notifications.$inferInsert)[];
  }[];
}

export function buildActivity(listings: BuiltListing[], people: DemoPeople, history: BidHistory, now: Date): Activity {
  const bySlug = new Map(listings.map((l) => [l.slug, l]));
  const find = (slug: string): BuiltListing => {
    const listing = bySlug.get(slug);
    if (!listing) throw new Error(`Demo activity refers to an unknown listing: ${slug}`);
    return listing;
  };
  const id = (key: UserKey) => people.ids[key];
  const activity: Activity = {
    proxyBids: [],
    watchlist: [],
    views: [],
    follows: [],
    comments: [],
    commentLikes: [],
    offers: [],
    messages: [],
    notifications: [],
    noticeEvents: [],
  };

  for (const [slug, max] of PROXY_BIDS) {
    const listing = find(slug);
    const leader = history.leaders.get(listing.id);
    if (!leader || max <= (listing.row.currentBid ?? 0)) throw new Error(`${slug}: a proxy bid needs a leader and a higher maximum`);
    const at = minutesBefore(now, 10 * MINUTE);
    activity.proxyBids.push({ auctionId: listing.id, userId: leader, maxBidAmount: max, isActive: true, createdAt: at, updatedAt: at });
  }
  // A proxy bid its owner removed (SPEC 4: removal makes it inactive).
  const supra = find('1994-toyota-supra-turbo-6-speed');
  activity.proxyBids.push({
    auctionId: supra.id,
    userId: id('marcus'),
    maxBidAmount: 95_000,
    isActive: false,
    createdAt: minutesBefore(now, 3 * DAY),
    updatedAt: minutesBefore(now, 2 * DAY),
  });

  const watched = new Set<string>();
  const watch = (user: UserKey, listing: BuiltListing, ago: number) => {
    const key = `${user}:${listing.id}`;
    if (watched.has(key) || user === listing.sellerKey) return;
    watched.add(key);
    activity.watchlist.push({ userId: id(user), auctionId: listing.id, createdAt: minutesBefore(now, ago) });
  };
  for (const [user, slugs] of WATCHED) slugs.forEach((slug, i) => watch(user, find(slug), (i + 1) * 7 * HOUR));
  // Everyone else watches a few live and upcoming listings, derived from the listing's position.
  const watchers: UserKey[] = ['emily', 'chris', 'tom', 'hannah', 'marcus', 'maria', 'dave', 'rachel'];
  listings.forEach((listing, i) => {
    if (listing.row.status !== 'active' && listing.row.status !== 'scheduled') return;
    for (let k = 0; k < i % 4; k++) watch(watchers[(i + k * 3) % watchers.length] as UserKey, listing, (i % 9) * HOUR + k * 5);
  });

  for (const [slug, times] of BIDDER_VIEWS) {
    const listing = find(slug);
    for (let k = 0; k < times; k++) {
      activity.views.push({ auctionId: listing.id, userId: id('bidder'), ipAddress: '198.51.100.23', createdAt: minutesBefore(now, (k + 1) * 11 * HOUR + 13) });
    }
  }
  listings.forEach((listing, i) => {
    if (listing.row.status === 'pending_approval' || listing.row.status === 'archived') return;
    const since = Math.max(listing.row.createdAt.getTime(), now.getTime() - 14 * 86_400_000);
    const span = now.getTime() - since;
    const count = 2 + ((i * 7) % 11);
    for (let k = 0; k < count; k++) {
      const signedIn = k % 5 === 4 ? (watchers[(i + k) % watchers.length] as UserKey) : null;
      activity.views.push({
        auctionId: listing.id,
        userId: signedIn && signedIn !== listing.sellerKey ? id(signedIn) : null,
        ipAddress: `203.0.113.${((i * 17 + k * 29) % 250) + 1}`,
        createdAt: new Date(now.getTime() - Math.round((span * (((k * 37 + i * 11) % 97) + 1)) / 99)),
      });
    }
  });

  activity.follows = FOLLOWS.map(([from, to, ago]) => ({
    followerId: id(from),
    followingId: id(to),
    createdAt: daysBefore(now, ago),
  }));

  for (const [slug, thread] of Object.entries(COMMENTS)) {
    const listing = find(slug);
    for (const c of thread) {
      const at = minutesBefore(now, c.ago);
      if (at <= listing.row.createdAt) throw new Error(`${slug}: a comment before the listing existed`);
      const commentId = randomUUID();
      activity.comments.push({ id: commentId, auctionId: listing.id, userId: c.by ? id(c.by) : null, content: c.text, createdAt: at, updatedAt: at });
      for (const [k, liker] of (c.likes ?? []).entries()) {
        activity.commentLikes.push({ commentId, userId: id(liker), createdAt: minutesBefore(now, c.ago - 30 * (k + 1)) });
      }
    }
  }

  for (const o of OFFERS) {
    const listing = find(o.slug);
    const at = minutesBefore(now, o.ago);
    activity.offers.push({
      id: randomUUID(),
      auctionId: listing.id,
      buyerId: id(o.buyer),
      amount: o.amount,
      message: o.message,
      status: o.status,
      createdBySeller: o.bySeller ?? false,
      createdAt: at,
      updatedAt: o.status === 'pending' ? at : minutesBefore(now, o.ago / 2),
    });
  }

  for (const m of MESSAGES) {
    const at = minutesBefore(now, m.ago);
    activity.messages.push({
      fromUserId: id(m.from),
      toUserId: id(m.to),
      auctionId: m.slug ? find(m.slug).id : null,
      subject: m.subject,
      content: m.content,
      createdAt: at,
      readAt: m.read ? minutesBefore(now, m.ago - 20) : null,
    });
  }

  for (const n of NOTIFICATIONS) {
    const listing = n.slug ? find(n.slug) : null;
    const notice: typeof notifications.$inferInsert = {
      userId: id(n.user),
      fromUserId: n.from ? id(n.from) : null,
      notificationType: n.type,
      notificationData: listing
        ? {
            auction_id: listing.id,
            auction_year: listing.row.year,
            auction_make: listing.row.make,
            auction_model: listing.row.model,
            ...(listing.row.trim ? { auction_trim: listing.row.trim } : {}),
          }
        : {},
      isActive: n.active,
      createdAt: minutesBefore(now, n.ago),
    };
    const eventType = EVENT_OF[n.type];
    // An event of a listing that is still live (a past one would not be announced again).
    if (eventType && listing && listing.row.status === 'active' && listing.row.endTime) {
      activity.noticeEvents.push({
        event: { auctionId: listing.id, type: eventType, data: { endTime: listing.row.endTime.toISOString() }, createdAt: notice.createdAt! },
        notifications: [notice],
      });
    } else activity.notifications.push(notice);
  }

  return activity;
}
