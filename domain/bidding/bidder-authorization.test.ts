import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTHORIZATION_COVERAGE,
  AUTHORIZATION_HOLD_MS,
  authorizationIntro,
  authorizationStanding,
  holdExpiry,
  lapsedIntro,
  lapsedRefusal,
  type AuthorizationPurpose,
  type AuthorizationRecord,
} from './bidder-authorization.ts';

const NOW = new Date('2030-03-10T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const DAY = 86_400_000;

describe('authorizationStanding (SPEC 3, issue 25 item 4)', () => {
  it('has none without an authorized record', () => {
    expect(authorizationStanding([], NOW)).toEqual({ status: 'none', expiresAt: null });
    expect(
      authorizationStanding(
        [
          { status: 'pending', expiresAt: null },
          { status: 'cancelled', expiresAt: at(DAY) },
        ],
        NOW,
      ),
    ).toEqual({ status: 'none', expiresAt: null });
  });

  it('is in force until the hold lapses, and lapsed from that instant on', () => {
    const record = { status: 'authorized', expiresAt: at(0) };
    expect(authorizationStanding([record], at(-1))).toEqual({ status: 'active', expiresAt: NOW.toISOString() });
    expect(authorizationStanding([record], NOW)).toEqual({ status: 'lapsed', expiresAt: NOW.toISOString() });
    expect(authorizationStanding([record], at(7 * DAY))).toEqual({ status: 'lapsed', expiresAt: NOW.toISOString() });
  });

  it('never lapses a manual record without a hold', () => {
    expect(authorizationStanding([{ status: 'authorized', expiresAt: null }], at(10_000 * DAY))).toEqual({ status: 'active', expiresAt: null });
  });

  const record: fc.Arbitrary<AuthorizationRecord> = fc.record({
    status: fc.constantFrom('authorized', 'pending', 'cancelled', 'failed', 'released'),
    expiresAt: fc.option(fc.integer({ min: -30 * DAY, max: 30 * DAY }).map(at), { nil: null }),
  });

  it('over any records: active exactly when an authorized record is in force, with the longest expiry; else the latest lapse', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), (records) => {
        const standing = authorizationStanding(records, NOW);
        const authorized = records.filter((r) => r.status === 'authorized');
        const inForce = authorized.filter((r) => r.expiresAt === null || r.expiresAt > NOW);
        if (inForce.length > 0) {
          expect(standing.status).toBe('active');
          const expiry = inForce.some((r) => r.expiresAt === null) ? null : new Date(Math.max(...inForce.map((r) => r.expiresAt!.getTime()))).toISOString();
          expect(standing.expiresAt).toBe(expiry);
        } else if (authorized.length > 0) {
          expect(standing).toEqual({ status: 'lapsed', expiresAt: new Date(Math.max(...authorized.map((r) => r.expiresAt!.getTime()))).toISOString() });
        } else {
          expect(standing).toEqual({ status: 'none', expiresAt: null });
        }
        // The order of the records never matters.
        expect(authorizationStanding([...records].reverse(), NOW)).toEqual(standing);
      }),
    );
  });
});

describe('holdExpiry', () => {
  it("takes the provider's deadline, else 7 days after the hold was placed", () => {
    expect(holdExpiry(null, NOW)).toEqual(at(7 * DAY));
    expect(AUTHORIZATION_HOLD_MS).toBe(7 * DAY);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * DAY }).map(at), (deadline) => {
        expect(holdExpiry(deadline, NOW)).toBe(deadline);
      }),
    );
  });
});

describe('the gate texts say what they are for and never promise one time', () => {
  const purposes: AuthorizationPurpose[] = ['bid', 'buy_now', 'offer', 'message'];
  it('names the action of each gate', () => {
    expect(authorizationIntro('bid')).toBe('Before you can bid, we place a temporary $250 authorization hold on your payment method.');
    expect(authorizationIntro('offer')).toBe('Before you can make an offer, we place a temporary $250 authorization hold on your payment method.');
    expect(authorizationIntro('message')).toContain('message the seller');
    expect(authorizationIntro('buy_now')).toContain('use Buy It Now');
    expect(lapsedIntro('offer', 'Mar 3, 2030')).toBe(
      'Your $250 authorization expired on Mar 3, 2030. Card holds lapse after 7 days, so please renew it to make an offer.',
    );
    expect(lapsedRefusal('bid')).toBe('Your $250 authorization has expired. Please renew it to bid.');
  });
  it('no text says one-time', () => {
    const texts = [AUTHORIZATION_COVERAGE, ...purposes.flatMap((p) => [authorizationIntro(p), lapsedIntro(p, 'Mar 3, 2030'), lapsedRefusal(p)])];
    for (const text of texts) expect(text).not.toMatch(/one[- ]time/i);
  });
});
