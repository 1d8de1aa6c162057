import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHOOSE_OUTCOME,
  compareAdminDeals,
  isOverdue,
  resolutionAmounts,
  resolutionButton,
  resolutionFor,
  resolutionSentence,
  resolveFormSchema,
  type AdminDealRow,
  type ResolutionParties,
} from './admin-deals.ts';
import { MONEY_REASON_TEXTS } from './admin-money.ts';

const row = (o: Partial<AdminDealRow>): AdminDealRow => ({
  id: 'x',
  title: 'Car',
  state: 'awaiting_payment',
  paymentMethod: 'held',
  price: 10_000,
  buyerName: 'B',
  sellerName: 'S',
  createdAt: '2031-01-01T00:00:00.000Z',
  dueAt: null,
  overdue: false,
  disputedAt: null,
  ...o,
});

const REASON = 'The engine number matches the papers.';

describe('resolutionFor (issue 26 item 7)', () => {
  it('takes release and refund as they are, with the reason trimmed', () => {
    expect(resolutionFor({ outcome: 'release', reason: REASON }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'release' }, reason: REASON });
    expect(resolutionFor({ outcome: 'refund', sellerAmount: 'ignored', reason: `  ${REASON}\n` }, 30_000)).toEqual({
      ok: true,
      resolution: { outcome: 'refund' },
      reason: REASON,
    });
  });
  it('splits by whole dollars strictly between $0 and the price', () => {
    expect(resolutionFor({ outcome: 'split', sellerAmount: 12_000, reason: REASON }, 30_000)).toEqual({
      ok: true,
      resolution: { outcome: 'split', sellerAmount: 12_000 },
      reason: REASON,
    });
    expect(resolutionFor({ outcome: 'split', sellerAmount: ' 12000 ', reason: REASON }, 30_000)).toEqual({
      ok: true,
      resolution: { outcome: 'split', sellerAmount: 12_000 },
      reason: REASON,
    });
    expect(resolutionFor({ outcome: 'split', sellerAmount: 1, reason: REASON }, 30_000)).toMatchObject({
      ok: true,
      resolution: { outcome: 'split', sellerAmount: 1 },
    });
    expect(resolutionFor({ outcome: 'split', sellerAmount: 29_999, reason: REASON }, 30_000)).toMatchObject({
      ok: true,
      resolution: { outcome: 'split', sellerAmount: 29_999 },
    });
  });
  it('refuses a split of $0 or of the whole price, pointing to the whole-amount choice', () => {
    expect(resolutionFor({ outcome: 'split', sellerAmount: 0, reason: REASON }, 42_000)).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message: "A seller's part of $0 refunds the whole price: choose Refund the buyer instead.",
    });
    expect(resolutionFor({ outcome: 'split', sellerAmount: '42000', reason: REASON }, 42_000)).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message: "A seller's part of $42,000 releases the whole price: choose Release to the seller instead.",
    });
  });
  it('refuses anything else with the reason', () => {
    const whole = "Enter the seller's part in whole dollars, from $0 to $30,000.";
    const range = "The seller's part must be from $0 to $30,000, the price of the vehicle.";
    for (const bad of [undefined, null, '', '12.5', 12.5, 'abc', '1e3', Number.NaN, Infinity, true]) {
      expect(resolutionFor({ outcome: 'split', sellerAmount: bad, reason: REASON }, 30_000)).toEqual({ ok: false, code: 'INVALID_AMOUNT', message: whole });
    }
    for (const bad of [-1, 30_001, '30001'])
      expect(resolutionFor({ outcome: 'split', sellerAmount: bad, reason: REASON }, 30_000)).toEqual({ ok: false, code: 'INVALID_AMOUNT', message: range });
  });
  it('refuses every outcome without a written reason of 10 to 1000 characters', () => {
    for (const outcome of ['release', 'refund', 'split'] as const) {
      for (const reason of [undefined, '', '   \n '])
        expect(resolutionFor({ outcome, sellerAmount: 100, reason }, 30_000)).toEqual({
          ok: false,
          code: 'REASON_REQUIRED',
          message: MONEY_REASON_TEXTS.required,
        });
      expect(resolutionFor({ outcome, sellerAmount: 100, reason: ' too short ' }, 30_000)).toEqual({
        ok: false,
        code: 'REASON_REQUIRED',
        message: MONEY_REASON_TEXTS.tooShort,
      });
      expect(resolutionFor({ outcome, sellerAmount: 100, reason: 'x'.repeat(1001) }, 30_000)).toEqual({
        ok: false,
        code: 'REASON_TOO_LONG',
        message: MONEY_REASON_TEXTS.tooLong,
      });
      expect(resolutionFor({ outcome, sellerAmount: 100, reason: ` ${'x'.repeat(1000)} ` }, 30_000).ok).toBe(true);
      expect(resolutionFor({ outcome, sellerAmount: 100, reason: 'x'.repeat(10) }, 30_000).ok).toBe(true);
    }
  });
  it('never moves the whole amount through a split, nor gives the seller more than the price or less than nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(0, 'x'), fc.double(), fc.string()),
        (price, amount) => {
          const r = resolutionFor({ outcome: 'split', sellerAmount: amount, reason: REASON }, price);
          if (r.ok) {
            expect(r.resolution.outcome).toBe('split');
            if (r.resolution.outcome !== 'split') return;
            expect(Number.isInteger(r.resolution.sellerAmount)).toBe(true);
            expect(r.resolution.sellerAmount).toBeGreaterThan(0);
            expect(r.resolution.sellerAmount).toBeLessThan(price);
          }
        },
      ),
    );
  });
});

describe('the resolution form', () => {
  const schema = resolveFormSchema(30_000);
  const messages = (v: { outcome: 'release' | 'refund' | 'split' | null; sellerAmount: string; reason: string }) => {
    const r = schema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('has no outcome chosen beforehand, and says each field’s problem at once', () => {
    expect(messages({ outcome: null, sellerAmount: '', reason: '' })).toEqual({ outcome: CHOOSE_OUTCOME, reason: MONEY_REASON_TEXTS.required });
    expect(messages({ outcome: 'split', sellerAmount: '0', reason: 'short' })).toEqual({
      sellerAmount: "A seller's part of $0 refunds the whole price: choose Refund the buyer instead.",
      reason: MONEY_REASON_TEXTS.tooShort,
    });
    expect(messages({ outcome: 'refund', sellerAmount: 'not read', reason: REASON })).toEqual({});
  });
});

describe('the confirmation’s words', () => {
  const held: ResolutionParties = { buyer: 'Sam Buyer', seller: 'Classic Motors', heldCents: 4_200_000, paymentMethod: 'held' };
  it('names both parties and both amounts before the money moves', () => {
    expect(resolutionSentence({ outcome: 'refund' }, held)).toBe('Refund $42,000 to Sam Buyer and release $0 to Classic Motors.');
    expect(resolutionSentence({ outcome: 'release' }, held)).toBe('Release $42,000 to Classic Motors and refund $0 to Sam Buyer.');
    expect(resolutionSentence({ outcome: 'split', sellerAmount: 26_500 }, held)).toBe('Release $26,500 to Classic Motors and refund $15,500 to Sam Buyer.');
  });
  it('puts the movement on the confirm button', () => {
    expect(resolutionButton({ outcome: 'refund' }, held)).toBe('Refund $42,000 to Sam Buyer');
    expect(resolutionButton({ outcome: 'release' }, held)).toBe('Release $42,000 to Classic Motors');
    expect(resolutionButton({ outcome: 'split', sellerAmount: 26_500 }, held)).toBe('Release $26,500 and refund $15,500');
  });
  it('says that no money moves on a deal paid directly', () => {
    const direct: ResolutionParties = { ...held, heldCents: 0, paymentMethod: 'direct' };
    expect(resolutionAmounts({ outcome: 'refund' }, direct)).toBeNull();
    expect(resolutionSentence({ outcome: 'refund' }, direct)).toBe(
      'Decide for Sam Buyer. VehicleBid holds no money for this deal (it was paid directly), so no money moves.',
    );
    expect(resolutionButton({ outcome: 'release' }, direct)).toBe('Decide for Classic Motors');
  });
  it('moves exactly what is held, split between the two (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (price, part) => {
        fc.pre(part < price);
        const p = { ...held, heldCents: price * 100 };
        for (const r of [{ outcome: 'release' as const }, { outcome: 'refund' as const }, { outcome: 'split' as const, sellerAmount: part }]) {
          const a = resolutionAmounts(r, p)!;
          expect(a.seller + a.buyer).toBe(price);
          expect(Math.min(a.seller, a.buyer)).toBeGreaterThanOrEqual(0);
          expect(resolutionSentence(r, p)).toContain(p.buyer);
          expect(resolutionSentence(r, p)).toContain(p.seller);
        }
      }),
    );
  });
});

describe('the admin list’s order', () => {
  it('puts overdue deals first (longest overdue on top), then open disputes (oldest first), then the newest', () => {
    const now = new Date('2031-01-10T00:00:00Z');
    expect(isOverdue(new Date('2031-01-09T00:00:00Z'), now)).toBe(true);
    expect(isOverdue(new Date('2031-01-11T00:00:00Z'), now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
    const rows = [
      row({ id: 'new', createdAt: '2031-01-09T00:00:00.000Z' }),
      row({ id: 'old', createdAt: '2031-01-01T00:00:00.000Z' }),
      row({ id: 'dispute-late', state: 'disputed', disputedAt: '2031-01-08T00:00:00.000Z' }),
      row({ id: 'dispute-early', state: 'disputed', disputedAt: '2031-01-05T00:00:00.000Z' }),
      row({ id: 'overdue-1d', overdue: true, dueAt: '2031-01-09T00:00:00.000Z' }),
      row({ id: 'overdue-3d', overdue: true, dueAt: '2031-01-07T00:00:00.000Z' }),
    ];
    expect([...rows].sort(compareAdminDeals).map((r) => r.id)).toEqual(['overdue-3d', 'overdue-1d', 'dispute-early', 'dispute-late', 'new', 'old']);
  });
});
