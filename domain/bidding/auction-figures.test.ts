import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidActionText, cardPrice, cardStateBadge, timerBarFigures } from './auction-figures.ts';

const STATUSES = ['pending_approval', 'scheduled', 'active', 'sold', 'ended', 'archived'] as const;
const auction = fc.record({
  status: fc.constantFrom(...STATUSES),
  bidCount: fc.nat({ max: 500 }),
  currentBid: fc.nat({ max: 10_000_000 }),
  startingPrice: fc.nat({ max: 10_000_000 }),
});

describe('card price (issue 25 item 11)', () => {
  it('is the starting price before any bid and the bid once there is one, for every status', () => {
    fc.assert(
      fc.property(auction, fc.boolean(), (a, ended) => {
        const { label, amount } = cardPrice(a, ended);
        const expected =
          a.status === 'sold'
            ? { label: 'Sold For', amount: a.currentBid }
            : a.bidCount === 0
              ? { label: 'Starting Price', amount: a.startingPrice }
              : { label: ended ? 'Final Bid' : 'Current Bid', amount: a.currentBid };
        expect({ label, amount }).toEqual(expected);
      }),
    );
  });

  it('labels a presale auction with four bids as its current bid, not a starting bid', () => {
    expect(cardPrice({ status: 'scheduled', bidCount: 4, currentBid: 36_000, startingPrice: 35_000 }, false)).toEqual({ label: 'Current Bid', amount: 36_000 });
    expect(cardPrice({ status: 'scheduled', bidCount: 0, currentBid: 0, startingPrice: 35_000 }, false)).toEqual({ label: 'Starting Price', amount: 35_000 });
  });
});

describe('timer bar figures (issue 25 item 1)', () => {
  it('counts to the start of a scheduled auction and to the end otherwise', () => {
    fc.assert(
      fc.property(auction, (a) => {
        expect(timerBarFigures(a).timeLabel).toBe(a.status === 'scheduled' ? 'Starts In' : 'Time Left');
      }),
    );
  });

  it('shows the starting price until the first bid, then the high bid', () => {
    fc.assert(
      fc.property(auction, (a) => {
        const f = timerBarFigures(a);
        expect([f.priceLabel, f.amount]).toEqual(a.bidCount === 0 ? ['Starting Price', a.startingPrice] : ['High Bid', a.currentBid]);
      }),
    );
  });

  it('reads starts in and Starting Price on a scheduled auction without bids', () => {
    expect(timerBarFigures({ status: 'scheduled', bidCount: 0, currentBid: 0, startingPrice: 0 })).toEqual({
      timeLabel: 'Starts In',
      priceLabel: 'Starting Price',
      amount: 0,
    });
  });
});

describe('card state badge and bid action (SPEC 4)', () => {
  it('says Scheduled for a scheduled auction and Upcoming for one awaiting approval', () => {
    expect(cardStateBadge({ listingType: 'auction', status: 'scheduled' }, false)).toBe('SCHEDULED');
    expect(cardStateBadge({ listingType: 'auction', status: 'pending_approval' }, false)).toBe('UPCOMING');
    expect(bidActionText('scheduled')).toBe('Place A Presale Bid');
    expect(bidActionText('active')).toBe('Bid');
  });

  it('gives every listing exactly one badge: classifieds For Sale, sold Sold, past the end Ended, else Live', () => {
    fc.assert(
      fc.property(fc.constantFrom('auction', 'classified'), fc.constantFrom(...STATUSES), fc.boolean(), (listingType, status, ended) => {
        const byStatus: Record<string, string> = { pending_approval: 'UPCOMING', scheduled: 'SCHEDULED', sold: 'SOLD' };
        const expected = listingType === 'classified' ? 'FOR SALE' : (byStatus[status] ?? (ended ? 'ENDED' : 'LIVE'));
        expect(cardStateBadge({ listingType, status }, ended)).toBe(expected);
      }),
    );
  });
});
