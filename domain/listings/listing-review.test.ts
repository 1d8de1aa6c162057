import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUCTION_STATUSES, LISTING_TYPES } from '../shared/auction-types.ts';
import { closedListingNote, sellerGroupOf, type ClosedListing } from './listing-review.ts';
import { isRenewable } from './renewal.ts';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const when = fc.option(fc.constantFrom(new Date(NOW - 86_400_000), new Date(NOW + 86_400_000)), { nil: null });
const listing = fc.record({
  status: fc.constantFrom(...AUCTION_STATUSES),
  listingType: fc.constantFrom(...LISTING_TYPES),
  originalAuctionId: fc.option(fc.constant('00000000-0000-4000-8000-000000000001'), { nil: null }),
  renewalRequestedAt: when,
  renewalApprovedAt: when,
  rejectedAt: when,
  withdrawnAt: when,
  cancelledAt: when,
  cancellationReason: fc.option(fc.constantFrom('Duplicate listing', '  ', 'VIN does not match the title.'), { nil: null }),
  endTime: when,
  reservePrice: fc.option(fc.constantFrom(10_000, 50_000), { nil: null }),
  currentBid: fc.constantFrom(0, 20_000),
});

// An archived listing showed under 'Ended' with 'Reserve not met.' and no Renew button.
describe('/my-auctions groups: archived listings are closed, and say why', () => {
  it('every archived listing, auction or classified, is in the closed group, never Ended', () => {
    fc.assert(
      fc.property(listing, (a) => {
        const group = sellerGroupOf(a, NOW);
        if (a.status === 'archived') expect(group).toBe('closed');
        if (group === 'ended') expect(a.status === 'ended' || a.status === 'active').toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a listing in Ended that missed its reserve is one the seller may renew (the Renew button’s rule)', () => {
    fc.assert(
      fc.property(listing, (a) => {
        const missed = a.listingType === 'auction' && a.reservePrice !== null && a.currentBid < a.reservePrice;
        if (sellerGroupOf(a, NOW) === 'ended' && missed && a.status === 'ended') expect(isRenewable(a)).toBe(true);
        if (a.status === 'archived') expect(isRenewable(a)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a cancelled or archived listing says why it cannot be renewed; rejected and withdrawn ones have their own line; others none', () => {
    fc.assert(
      fc.property(listing, (a) => {
        const note = closedListingNote(a);
        if (a.status !== 'archived' || a.rejectedAt || a.withdrawnAt) expect(note).toBeNull();
        else expect(note).toMatch(/cannot be renewed/);
      }),
      { numRuns: 500 },
    );
    const archived: ClosedListing = {
      status: 'archived',
      originalAuctionId: null,
      renewalRequestedAt: null,
      renewalApprovedAt: null,
      rejectedAt: null,
      withdrawnAt: null,
      cancelledAt: null,
      cancellationReason: null,
    };
    expect(closedListingNote(archived)).toBe('Archived: buyers no longer see this listing, so it cannot be renewed.');
    expect(closedListingNote({ ...archived, cancelledAt: new Date(NOW), cancellationReason: ' VIN does not match the title. ' })).toBe(
      'Cancelled by our team, so it cannot be renewed. Reason: VIN does not match the title.',
    );
    expect(closedListingNote({ ...archived, cancelledAt: new Date(NOW), cancellationReason: '  ' })).toBe('Cancelled by our team, so it cannot be renewed.');
  });
});
