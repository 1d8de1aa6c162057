import { describe, expect, it } from 'vitest';
import {
  creditCoversFeaturedFee,
  creditSessionId,
  isCreditSession,
  featuredCreditsLeft,
  firstProblem,
  isCurrent,
  listingLimitMessage,
  listingsUsed,
  mayListOneMore,
  periodEnd,
  planInput,
  planPatch,
  planPriceText,
} from './membership-plans.ts';

const d = (iso: string) => new Date(iso);

describe('planInput', () => {
  it('accepts a plan and fills the defaults', () => {
    expect(planInput.parse({ name: '  Dealer ', monthlyPrice: 99, listingsIncluded: 25 })).toEqual({
      name: 'Dealer',
      description: null,
      monthlyPrice: 99,
      listingsIncluded: 25,
      featuredCredits: 0,
      isActive: true,
      displayOrder: 0,
    });
  });

  it.each([
    [{ name: '', monthlyPrice: 1, listingsIncluded: 1 }, 'Please enter a plan name.'],
    [{ name: '   ', monthlyPrice: 1, listingsIncluded: 1 }, 'Please enter a plan name.'],
    [{ name: 'x'.repeat(81), monthlyPrice: 1, listingsIncluded: 1 }, 'The plan name must be at most 80 characters.'],
    [{ monthlyPrice: 1, listingsIncluded: 1 }, 'Please enter a plan name.'],
    [{ name: 'A', monthlyPrice: 9.5, listingsIncluded: 1 }, 'Monthly price must be a whole number.'],
    [{ name: 'A', monthlyPrice: -1, listingsIncluded: 1 }, 'Monthly price must be at least 0.'],
    [{ name: 'A', monthlyPrice: 100_001, listingsIncluded: 1 }, 'Monthly price must be at most 100,000.'],
    [{ name: 'A', monthlyPrice: '10', listingsIncluded: 1 }, 'Monthly price must be a whole number.'],
    [{ name: 'A', monthlyPrice: 1, listingsIncluded: 10_001 }, 'Listings included must be at most 10,000.'],
    [{ name: 'A', monthlyPrice: 1, listingsIncluded: 1, featuredCredits: 1001 }, 'Featured credits must be at most 1,000.'],
    [{ name: 'A', monthlyPrice: 1, listingsIncluded: 1, featuredCredits: -1 }, 'Featured credits must be at least 0.'],
    [{ name: 'A', monthlyPrice: 1, listingsIncluded: 1, isActive: 'yes' }, 'Active must be on or off.'],
  ])('refuses %o with "%s"', (input, message) => {
    const r = planInput.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(firstProblem(r.error)).toBe(message);
  });

  it('takes the limits themselves', () => {
    expect(planInput.safeParse({ name: 'x'.repeat(80), monthlyPrice: 100_000, listingsIncluded: 10_000, featuredCredits: 1000 }).success).toBe(true);
    expect(planInput.safeParse({ name: 'Free', monthlyPrice: 0, listingsIncluded: 0 }).success).toBe(true);
  });
});

describe('planPatch', () => {
  it('takes any one field and refuses an empty edit', () => {
    expect(planPatch.parse({ isActive: false })).toEqual({ isActive: false });
    expect(planPatch.parse({ description: '' })).toEqual({ description: null });
    const r = planPatch.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) expect(firstProblem(r.error)).toBe('Nothing to change.');
    expect(planPatch.safeParse({ monthlyPrice: -5 }).success).toBe(false);
  });
});

describe('periods', () => {
  it('lasts one calendar month, clamped to the next month’s last day', () => {
    expect(periodEnd(d('2026-01-15T10:30:00Z')).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(periodEnd(d('2026-01-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(periodEnd(d('2028-01-31T08:00:00Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(periodEnd(d('2026-12-20T00:00:00Z')).toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('is current only while active and inside its month', () => {
    const s = { status: 'active' as const, currentPeriodStart: d('2026-03-01T00:00:00Z'), currentPeriodEnd: d('2026-04-01T00:00:00Z') };
    expect(isCurrent(s, d('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isCurrent(s, d('2026-03-31T23:59:59Z'))).toBe(true);
    expect(isCurrent(s, d('2026-04-01T00:00:00Z'))).toBe(false);
    expect(isCurrent(s, d('2026-02-28T00:00:00Z'))).toBe(false);
    expect(isCurrent({ ...s, status: 'cancelled' }, d('2026-03-10T00:00:00Z'))).toBe(false);
    expect(isCurrent({ ...s, status: 'pending' }, d('2026-03-10T00:00:00Z'))).toBe(false);
    expect(isCurrent({ status: 'active', currentPeriodStart: null, currentPeriodEnd: null }, d('2026-03-10T00:00:00Z'))).toBe(false);
  });

  it('counts the listings submitted inside the period only', () => {
    const s = { currentPeriodStart: d('2026-03-01T00:00:00Z'), currentPeriodEnd: d('2026-04-01T00:00:00Z') };
    expect(listingsUsed([d('2026-02-28T23:59:59Z'), d('2026-03-01T00:00:00Z'), d('2026-03-20T00:00:00Z'), d('2026-04-01T00:00:00Z')], s)).toBe(2);
    expect(listingsUsed([], s)).toBe(0);
  });
});

describe('mayListOneMore', () => {
  const a = { planName: 'Starter', listingsIncluded: 3, periodEnd: d('2026-04-01T00:00:00Z') };
  it('lets sellers without a membership list as before', () => {
    expect(mayListOneMore(null)).toEqual({ allowed: true, remaining: null });
  });
  it('allows up to the listings included, then refuses with the plan, the number and the date', () => {
    expect(mayListOneMore({ ...a, used: 0 })).toEqual({ allowed: true, remaining: 2 });
    expect(mayListOneMore({ ...a, used: 2 })).toEqual({ allowed: true, remaining: 0 });
    expect(mayListOneMore({ ...a, used: 3 })).toEqual({
      allowed: false,
      message: 'Your Starter plan includes 3 listings a month; you have used them all. Upgrade your plan or wait until Apr 1, 2026.',
    });
    expect(mayListOneMore({ ...a, used: 7 }).allowed).toBe(false);
  });
  it('says one listing, and refuses at once for a plan of none', () => {
    expect(listingLimitMessage({ planName: 'Solo', listingsIncluded: 1, periodEnd: d('2026-12-05T12:00:00Z') })).toBe(
      'Your Solo plan includes 1 listing a month; you have used them all. Upgrade your plan or wait until Dec 5, 2026.',
    );
    expect(mayListOneMore({ ...a, listingsIncluded: 0, used: 0 }).allowed).toBe(false);
    expect(listingLimitMessage({ planName: 'Fleet', listingsIncluded: 1500, periodEnd: d('2026-12-05T12:00:00Z') })).toContain('1,500 listings a month');
  });
});

describe('featured credits', () => {
  it('counts what is left, never below zero', () => {
    expect(featuredCreditsLeft(5, 2)).toBe(3);
    expect(featuredCreditsLeft(2, 5)).toBe(0);
  });
  it('covers the fee while the membership is current and a credit is left', () => {
    expect(creditCoversFeaturedFee({ current: true, featuredCredits: 2, used: 1, feeCents: 2500 })).toBe(true);
    expect(creditCoversFeaturedFee({ current: true, featuredCredits: 2, used: 2, feeCents: 2500 })).toBe(false);
    expect(creditCoversFeaturedFee({ current: false, featuredCredits: 2, used: 0, feeCents: 2500 })).toBe(false);
    expect(creditCoversFeaturedFee({ current: true, featuredCredits: 0, used: 0, feeCents: 2500 })).toBe(false);
    expect(creditCoversFeaturedFee({ current: true, featuredCredits: 2, used: 0, feeCents: 0 })).toBe(false);
  });
});

it('writes a plan’s price for people', () => {
  expect(planPriceText(0)).toBe('Free');
  expect(planPriceText(1299)).toBe('$1,299/month');
});

describe('the session id of a fee paid by a featured credit', () => {
  it('is recognised by its prefix, and a provider’s session id is not', () => {
    const id = creditSessionId('0b6f8a4e-1111-4222-8333-944445555666');
    expect(id).toBe('credit_0b6f8a4e-1111-4222-8333-944445555666');
    expect(isCreditSession(id)).toBe(true);
    expect(isCreditSession('cs_test_a1b2c3')).toBe(false);
    expect(isCreditSession('sandbox_123')).toBe(false);
  });
});
