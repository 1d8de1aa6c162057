import { describe, expect, it } from 'vitest';
import type { AuctionDetail } from '../../../../domain/listings/auction-detail.ts';
import { applyLiveEvent } from './api.ts';

const base = {
  id: 'a1',
  currentBid: 1000,
  endTime: '2030-01-01T00:00:00.000Z',
  reserveMet: false,
  bidCount: 1,
  status: 'active',
  winnerId: null,
  bids: [{ id: 'b1', amount: 1000, bidderName: 'Ann', createdAt: '2029-12-31T00:00:00.000Z' }],
} as unknown as AuctionDetail;

describe('live auction events', () => {
  it('patches price, end time, reserve, count and prepends the bid once', () => {
    const data = {
      auctionId: 'a1',
      currentBid: 1100,
      endTime: '2030-01-01T00:02:00.000Z',
      reserveMet: true,
      bidCount: 2,
      status: 'active',
      bid: { id: 'b2', amount: 1100, bidderName: '', createdAt: '2029-12-31T01:00:00.000Z' },
    };
    const next = applyLiveEvent(base, 'bid.placed', data);
    expect(next).toMatchObject({ currentBid: 1100, endTime: data.endTime, reserveMet: true, bidCount: 2 });
    expect(next.bids.map((b) => [b.id, b.bidderName])).toEqual([
      ['b2', 'Anonymous'],
      ['b1', 'Ann'],
    ]);
    expect(applyLiveEvent(next, 'bid.placed', data).bids).toHaveLength(2);
  });
  it('applies status and winner from auction.updated and ignores other listings', () => {
    expect(applyLiveEvent(base, 'auction.updated', { auctionId: 'a1', status: 'sold', winnerId: 'u9' })).toMatchObject({ status: 'sold', winnerId: 'u9' });
    expect(applyLiveEvent(base, 'auction.updated', { auctionId: 'other', status: 'sold' })).toBe(base);
  });
});
