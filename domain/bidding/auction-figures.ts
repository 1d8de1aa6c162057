// The price and time an auction shows in its small places: a listing card and the detail page's sticky
// timer bar. One rule, so a card, the bar and the bid panel never disagree:
// before the first bid the figure is the starting price ('Starting Price', SPEC 2's bid dialog); once there
// are bids it is the current bid (SPEC 2 card "current bid", SPEC 4 timer bar "High Bid").

export interface AuctionFigures {
  status: string;
  bidCount: number;
  currentBid: number;
  startingPrice: number;
}

export type CardPriceLabel = 'Starting Price' | 'Current Bid' | 'Final Bid' | 'Sold For';

/** An auction card's price: its label and amount. `ended`: the end time has passed (or status says so). */
export function cardPrice(a: AuctionFigures, ended: boolean): { label: CardPriceLabel; amount: number } {
  if (a.status === 'sold') return { label: 'Sold For', amount: a.currentBid };
  if (a.bidCount === 0) return { label: 'Starting Price', amount: a.startingPrice };
  return { label: ended ? 'Final Bid' : 'Current Bid', amount: a.currentBid };
}

export interface TimerBarFigures {
  /** SPEC 4 "Countdown": the target is start_time when scheduled, so the bar says when it starts. */
  timeLabel: 'Starts In' | 'Time Left';
  priceLabel: 'Starting Price' | 'High Bid';
  amount: number;
}

/** SPEC 2/4: the sticky timer bar's time and price (a scheduled auction reads 'Starts In', 'Starting Price'). */
export function timerBarFigures(a: AuctionFigures): TimerBarFigures {
  const timeLabel = a.status === 'scheduled' ? 'Starts In' : 'Time Left';
  return a.bidCount === 0 ? { timeLabel, priceLabel: 'Starting Price', amount: a.startingPrice } : { timeLabel, priceLabel: 'High Bid', amount: a.currentBid };
}

export type CardStateBadge = 'FOR SALE' | 'UPCOMING' | 'SCHEDULED' | 'SOLD' | 'ENDED' | 'LIVE';

/**
 * SPEC 2/4: the card's state badge. A scheduled auction is shown 'Scheduled' (SPEC 4 status table), as its
 * detail page says; pending_approval is shown 'Upcoming'.
 */
export function cardStateBadge(a: { listingType: string; status: string }, ended: boolean): CardStateBadge {
  if (a.listingType === 'classified') return 'FOR SALE';
  if (a.status === 'pending_approval') return 'UPCOMING';
  if (a.status === 'scheduled') return 'SCHEDULED';
  if (a.status === 'sold') return 'SOLD';
  return ended ? 'ENDED' : 'LIVE';
}

/** SPEC 4: a scheduled auction's bid action reads 'Place A Presale Bid'; a live one's card says 'Bid'. */
export const bidActionText = (status: string): 'Place A Presale Bid' | 'Bid' => (status === 'scheduled' ? 'Place A Presale Bid' : 'Bid');
