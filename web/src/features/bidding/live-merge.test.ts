import { describe, expect, it } from 'vitest';
import type { BiddingState } from './api.ts';
import { mergeLiveUpdate, readLiveUpdate, rememberOwnBid, shouldChime } from './live-merge.ts';

const state: BiddingState = {
  auctionId: 'a1',
  status: 'active',
  listingType: 'auction',
  currentBid: 61_000,
  startingPrice: 20_000,
  minimumBid: 61_100,
  minBidIncrement: 100,
  maxBidIncrement: 5000,
  reserveMet: false,
  hasReserve: true,
  buyNowPrice: null,
  endTime: '2030-01-01T00:00:00.000Z',
  startTime: '2029-12-25T00:00:00.000Z',
  bidCount: 28,
  isSeller: false,
  hasAuthorization: true,
  authorization: { status: 'active', expiresAt: null },
  myProxy: null,
  leaderIsMe: true,
  softCloseSeconds: 120,
  winnerId: null,
};

const bidEvent = {
  channel: 'auction:a1',
  auctionId: 'a1',
  currentBid: 61_500,
  endTime: '2030-01-01T00:02:00.000Z',
  reserveMet: true,
  bidCount: 29,
  status: 'active',
  bid: { id: 'b1', amount: 61_500, bidderName: 'Maria Alvarez', createdAt: '2030-01-01T00:00:00.000Z', isAutomatic: false },
};

describe('readLiveUpdate', () => {
  it('reads a bid.placed event', () => {
    expect(readLiveUpdate(bidEvent)).toEqual({
      auctionId: 'a1',
      currentBid: 61_500,
      endTime: '2030-01-01T00:02:00.000Z',
      reserveMet: true,
      bidCount: 29,
      status: 'active',
      bid: bidEvent.bid,
    });
  });

  it('ignores malformed fields and events without an auction', () => {
    expect(readLiveUpdate({ currentBid: 5 })).toBeNull();
    expect(readLiveUpdate({ auctionId: 'a1', currentBid: 'lots', bid: { id: 3 } })).toEqual({ auctionId: 'a1' });
    expect(readLiveUpdate({ auctionId: 'a1', status: 'sold', winnerId: 'u1' })).toEqual({ auctionId: 'a1', status: 'sold', winnerId: 'u1' });
  });
});

describe('mergeLiveUpdate', () => {
  it('takes the new price, end time, reserve and count, and moves the minimum', () => {
    const next = mergeLiveUpdate(state, readLiveUpdate(bidEvent)!);
    expect(next).toMatchObject({ currentBid: 61_500, minimumBid: 61_600, endTime: bidEvent.endTime, reserveMet: true, bidCount: 29 });
  });

  it('never lowers the price on a late event', () => {
    const ahead = { ...state, currentBid: 62_000, bidCount: 30 };
    const next = mergeLiveUpdate(ahead, readLiveUpdate(bidEvent)!);
    expect(next).toMatchObject({ currentBid: 62_000, bidCount: 30, endTime: state.endTime });
  });

  it('follows a status change and ignores other auctions', () => {
    expect(mergeLiveUpdate(state, { auctionId: 'a1', status: 'sold' }).status).toBe('sold');
    expect(mergeLiveUpdate(state, { auctionId: 'other', status: 'sold' })).toBe(state);
  });
});

describe('shouldChime', () => {
  const bid = { id: 'c1', amount: 1, bidderName: 'Maria Alvarez', createdAt: '', isAutomatic: false };
  it('chimes once per bid from someone else', () => {
    expect(shouldChime(bid, 'Jordan Bidder')).toBe(true);
    expect(shouldChime(bid, 'Jordan Bidder')).toBe(false);
  });

  it('stays quiet for our own bids, manual or automatic', () => {
    rememberOwnBid('c2');
    expect(shouldChime({ ...bid, id: 'c2' }, 'Jordan Bidder')).toBe(false);
    expect(shouldChime({ ...bid, id: 'c3', isAutomatic: true, bidderName: 'Jordan Bidder' }, 'Jordan Bidder')).toBe(false);
    expect(shouldChime({ ...bid, id: 'c4', isAutomatic: true }, 'Jordan Bidder')).toBe(true);
  });
});
