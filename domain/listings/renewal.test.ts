import { describe, expect, it } from 'vitest';
import { blocksRenewal, checkRenewal, earliestRenewalDate, isRenewable, parseReserve, photosToCopy, RENEWAL_MESSAGES, type RenewalInput } from './renewal.ts';
import { instantOf, wallClockAt } from '../shared/zoned-time.ts';
import { parseFeaturedListingFee } from './featured-fee.ts';

// 2026-11-23 22:30 UTC: already the 24th in Auckland, still the 23rd in Los Angeles.
const now = Date.UTC(2026, 10, 23, 22, 30);
const base: RenewalInput = {
  durationDays: 7,
  reserveEnabled: true,
  reservePrice: 30000,
  buyNowPrice: 45000,
  startDate: '2026-11-24',
  startTime: '10:00',
  featured: false,
};

describe('renewal eligibility (SPEC 6)', () => {
  it('is an ended auction under its reserve', () => {
    expect(isRenewable({ status: 'ended', listingType: 'auction', reservePrice: 30000, currentBid: 25000 })).toBe(true);
    expect(isRenewable({ status: 'ended', listingType: 'auction', reservePrice: 30000, currentBid: 30000 })).toBe(false);
    expect(isRenewable({ status: 'ended', listingType: 'auction', reservePrice: null, currentBid: 0 })).toBe(false);
    expect(isRenewable({ status: 'sold', listingType: 'auction', reservePrice: 30000, currentBid: 1000 })).toBe(false);
    expect(isRenewable({ status: 'active', listingType: 'auction', reservePrice: 30000, currentBid: 1000 })).toBe(false);
    expect(isRenewable({ status: 'ended', listingType: 'classified', reservePrice: 30000, currentBid: 0 })).toBe(false);
  });
});

describe('blocking rule (SPEC 5)', () => {
  const r = { renewalRequestedAt: new Date(), renewalApprovedAt: null, rejectedAt: null, withdrawnAt: null };
  it('blocks while active, scheduled, pending or requested and unapproved', () => {
    for (const status of ['active', 'scheduled', 'pending_approval']) expect(blocksRenewal({ ...r, status })).toBe(true);
    expect(blocksRenewal({ ...r, status: 'ended' })).toBe(true);
    expect(blocksRenewal({ ...r, status: 'ended', renewalApprovedAt: new Date() })).toBe(false);
  });
  it('does not block once rejected or withdrawn', () => {
    expect(blocksRenewal({ ...r, status: 'archived', rejectedAt: new Date() })).toBe(false);
    expect(blocksRenewal({ ...r, status: 'archived', withdrawnAt: new Date() })).toBe(false);
  });
});

describe('renewal validation (SPEC 5)', () => {
  it('accepts tomorrow at 10:00 in the seller zone and ends after the duration', () => {
    const c = checkRenewal(base, now, 'America/Los_Angeles');
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(c.startTime.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(c.endTime.getTime() - c.startTime.getTime()).toBe(7 * 86_400_000);
  });
  it('refuses today or earlier with the spec text', () => {
    expect(checkRenewal({ ...base, startDate: '2026-11-23' }, now, 'America/Los_Angeles')).toEqual({ ok: false, message: RENEWAL_MESSAGES.startDate });
    // In Auckland it is already the 24th, so the 24th is today there.
    expect(checkRenewal(base, now, 'Pacific/Auckland')).toEqual({ ok: false, message: 'Auction start date must be at least tomorrow' });
    expect(earliestRenewalDate(now, 'Pacific/Auckland')).toBe('2026-11-25');
  });
  it('refuses a start before 10:00 with the spec text', () => {
    expect(checkRenewal({ ...base, startTime: '09:59' }, now, 'UTC')).toEqual({ ok: false, message: 'Auction start time must be 10:00 AM or later' });
    expect(checkRenewal({ ...base, startTime: '23:30' }, now, 'UTC').ok).toBe(true);
  });
  it('takes only the five durations', () => {
    for (const d of [3, 5, 7, 10, 14]) expect(checkRenewal({ ...base, durationDays: d }, now, 'UTC').ok).toBe(true);
    expect(checkRenewal({ ...base, durationDays: 6 }, now, 'UTC')).toEqual({ ok: false, message: RENEWAL_MESSAGES.duration });
  });
  it('clears the reserve when the toggle is off; buy now must exceed the reserve', () => {
    const c = checkRenewal({ ...base, reserveEnabled: false, buyNowPrice: 100 }, now, 'UTC');
    expect(c.ok && c.reservePrice).toBe(null);
    expect(checkRenewal({ ...base, buyNowPrice: 30000 }, now, 'UTC')).toEqual({ ok: false, message: RENEWAL_MESSAGES.buyNowAboveReserve });
  });
  it('caps the reserve and buy now at MAX_AMOUNT (domain/shared/amount-limit.ts)', () => {
    expect(checkRenewal({ ...base, reservePrice: 500_000_001, buyNowPrice: null }, now, 'UTC')).toEqual({
      ok: false,
      message: 'Amounts cannot exceed $500,000,000.',
    });
    expect(checkRenewal({ ...base, buyNowPrice: 500_000_001 }, now, 'UTC')).toEqual({ ok: false, message: RENEWAL_MESSAGES.amountTooLarge });
    expect(checkRenewal({ ...base, reservePrice: 499_999_999, buyNowPrice: 500_000_000 }, now, 'UTC').ok).toBe(true);
  });
  it('parses the reserve as a decimal, otherwise null', () => {
    expect(parseReserve('30,000.40')).toBe(30000);
    expect(parseReserve('abc')).toBe(null);
    expect(parseReserve('')).toBe(null);
  });
  it('falls back to UTC for an unknown zone', () => {
    const c = checkRenewal(base, now, 'Mars/Olympus');
    expect(c.ok && c.startTime.toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
});

describe('zoned time', () => {
  it('round-trips across a DST change', () => {
    const t = instantOf('2027-03-14', '10:00', 'America/New_York');
    expect(t.toISOString()).toBe('2027-03-14T14:00:00.000Z');
    expect(wallClockAt(t.getTime(), 'America/New_York')).toEqual({ date: '2027-03-14', minutes: 600 });
  });
});

describe('photos to copy (SPEC 7)', () => {
  it('appends the original photos not already present, shifted by the list length', () => {
    const originals = [
      { imageUrl: '/a.webp', sortOrder: 0 },
      { imageUrl: '/b.webp', sortOrder: 1 },
      { imageUrl: '/c.webp', sortOrder: 2 },
    ];
    expect(photosToCopy(['/a.webp', '/x.webp'], originals)).toEqual([
      { imageUrl: '/b.webp', sortOrder: 3 },
      { imageUrl: '/c.webp', sortOrder: 4 },
    ]);
  });
});

describe('featured listing fee (decision 003)', () => {
  it('is cents, 2500 when missing or malformed', () => {
    expect(parseFeaturedListingFee(undefined)).toBe(2500);
    expect(parseFeaturedListingFee('abc')).toBe(2500);
    expect(parseFeaturedListingFee(-1)).toBe(2500);
    expect(parseFeaturedListingFee(4900)).toBe(4900);
    expect(parseFeaturedListingFee('3000')).toBe(3000);
  });
});
