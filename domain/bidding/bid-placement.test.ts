import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTBID_BY_PROXY, outbidNotice, placeBidResponseSchema } from './bid-placement.ts';
import { formatUsd } from '../shared/money.ts';

describe('outbid notice (issue 25 item 5)', () => {
  it('says the bidder was outbid by a proxy, the new high bid and the minimum', () => {
    expect(outbidNotice({ leading: false, minimumBid: 38_000, auction: { currentBid: 37_900 } })).toEqual({
      title: "You've been outbid by a proxy bid",
      detail: 'The high bid is now $37,900. Minimum bid is $38,000.',
    });
  });

  it('is null exactly while the bidder leads, and names the amounts it was given otherwise', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000 }), (leading, currentBid, inc) => {
        const notice = outbidNotice({ leading, minimumBid: currentBid + inc, auction: { currentBid } });
        if (leading) expect(notice).toBeNull();
        else
          expect(notice).toEqual({
            title: OUTBID_BY_PROXY,
            detail: `The high bid is now ${formatUsd(currentBid)}. Minimum bid is ${formatUsd(currentBid + inc)}.`,
          });
      }),
    );
  });

  it('reads the standing from the place-bid answer', () => {
    const answer = {
      success: true,
      bid: { id: 'b', amount: 37_800, created_at: '2030-05-01T12:00:00.000Z', auction_status: 'active' },
      auction: { currentBid: 37_900, endTime: null, reserveMet: false, bidCount: 5, status: 'active' },
      leading: false,
      minimumBid: 38_000,
    };
    expect(outbidNotice(placeBidResponseSchema.parse(answer))?.title).toBe(OUTBID_BY_PROXY);
    expect(() => placeBidResponseSchema.parse({ ...answer, leading: undefined })).toThrow();
  });
});
