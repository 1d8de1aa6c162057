// Limits on members' writes (DESIGN "Security at the edge"): how many messages,
// offers, comments, uploads, saved searches and follows one member, and one address, may send in a
// minute and in a day. The numbers are here and only here; the server counts them in the database
// (server/http/write-limits.ts) so every instance shares the count. They are set well above what a
// person does by hand (a dealer answering buyers all day, a seller uploading a full listing at once),
// so only scripts and loops reach them. An address's limit is ten times (uploads five times) a member's:
// an office, a campus or a mobile carrier's shared address holds many members, while one machine
// running many accounts is still held to a few members' worth. Decision 021.
// Bids (bids, proxy maximums, buy now) are the one kind with a setting: BID_LIMIT_PER_MINUTE, whose
// default is here; see bidLimit below.

export type WriteKind = 'message' | 'offer' | 'comment' | 'upload' | 'savedSearch' | 'follow' | 'bid';

export interface WriteWindow {
  /** The window's length: the windows are fixed, aligned to the epoch (a minute starts at :00). */
  seconds: number;
  max: number;
}

export interface WriteLimit {
  /** The plural noun of the 429's text: 'Too many {noun}. ...'. */
  noun: string;
  member: readonly WriteWindow[];
  address: readonly WriteWindow[];
}

const MINUTE = 60;
const DAY = 86_400;
const per = (minute: number, day: number): WriteWindow[] => [
  { seconds: MINUTE, max: minute },
  { seconds: DAY, max: day },
];

/**
 * A member's bids, proxy maximums and buy nows in a minute (40 bids from one member in
 * 1.5 s were all taken). A person bidding by hand reads the new price, types an amount and confirms: even a
 * soft-close fight over several lots at once is a bid every few seconds, a dozen or so a minute; an
 * auto-clicker sends several a second. 30 sits between the two.
 */
export const DEFAULT_BIDS_PER_MINUTE = 30;

/**
 * The bid limit: per member and per minute only. Bidding needs the member's $250 authorization hold
 * (SPEC 9), so one machine cannot cheaply bid as many members, while a crowd behind one address (an
 * auction event's Wi-Fi, a carrier's shared address) bidding in a listing's last minutes must never be
 * refused; the minute bounds a loop, so a day window would add nothing, and one key keeps the count one
 * row on the bid path. `perMinute` is BID_LIMIT_PER_MINUTE (server/config.ts).
 */
export function bidLimit(perMinute: number): WriteLimit {
  return { noun: 'bids', member: [{ seconds: MINUTE, max: perMinute }], address: [] };
}

export const WRITE_LIMITS: Readonly<Record<WriteKind, WriteLimit>> = {
  message: { noun: 'messages', member: per(10, 200), address: per(100, 2000) },
  // Make an Offer, the negotiation portal's offers and counters, second-chance offers.
  offer: { noun: 'offers', member: per(10, 100), address: per(100, 1000) },
  comment: { noun: 'comments', member: per(10, 200), address: per(100, 2000) },
  // One file per request, and a listing's files are sent at once (up to 50 photos and 3 videos), so
  // a dealer listing two vehicles in a minute stays under it.
  upload: { noun: 'uploads', member: per(120, 1500), address: per(600, 6000) },
  savedSearch: { noun: 'saved searches', member: per(10, 50), address: per(100, 500) },
  follow: { noun: 'follows', member: per(30, 300), address: per(300, 3000) },
  bid: bidLimit(DEFAULT_BIDS_PER_MINUTE),
};

/** The start (epoch ms) of the fixed window of `seconds` that holds `nowMs`. */
export function windowStart(nowMs: number, seconds: number): number {
  const ms = seconds * 1000;
  return Math.floor(nowMs / ms) * ms;
}

/** Whole seconds until the window that holds `nowMs` ends: the Retry-After of a refusal in it (at least 1). */
export function secondsLeft(nowMs: number, seconds: number): number {
  return Math.max(1, Math.ceil((windowStart(nowMs, seconds) + seconds * 1000 - nowMs) / 1000));
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How long to wait, in the largest unit that still reads exactly enough (rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return unit(seconds, 'second');
  if (seconds < 2 * 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** The 429's text, e.g. 'Too many messages. Please wait 42 seconds and try again.' */
export function tooManyWritesText(kind: WriteKind, retryAfterSeconds: number): string {
  return `Too many ${WRITE_LIMITS[kind].noun}. Please wait ${waitText(retryAfterSeconds)} and try again.`;
}
