import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareAdminDeals, isOverdue, resolutionFor, resolutionSummary, type AdminDealRow } from './admin-deals.ts';

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

describe('resolutionFor (issue 26 item 7)', () => {
  it('takes release and refund as they are', () => {
    expect(resolutionFor({ outcome: 'release' }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'release' } });
    expect(resolutionFor({ outcome: 'refund', sellerAmount: 'ignored' }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'refund' } });
  });
  it('splits by whole dollars from 0 to the price; 0 is a refund and the price a release', () => {
    expect(resolutionFor({ outcome: 'split', sellerAmount: 12_000 }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'split', sellerAmount: 12_000 } });
    expect(resolutionFor({ outcome: 'split', sellerAmount: ' 12000 ' }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'split', sellerAmount: 12_000 } });
    expect(resolutionFor({ outcome: 'split', sellerAmount: 0 }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'refund' } });
    expect(resolutionFor({ outcome: 'split', sellerAmount: 30_000 }, 30_000)).toEqual({ ok: true, resolution: { outcome: 'release' } });
  });
  it('refuses anything else with the reason', () => {
    const whole = "Enter the seller's part in whole dollars, from $0 to $30,000.";
    const range = "The seller's part must be from $0 to $30,000, the price of the vehicle.";
    for (const bad of [undefined, null, '', '12.5', 12.5, 'abc', '1e3', Number.NaN, Infinity, true]) expect(resolutionFor({ outcome: 'split', sellerAmount: bad }, 30_000)).toEqual({ ok: false, message: whole });
    for (const bad of [-1, 30_001, '30001']) expect(resolutionFor({ outcome: 'split', sellerAmount: bad }, 30_000)).toEqual({ ok: false, message: range });
  });
  it('never gives the seller more than the price nor less than nothing (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double(), fc.string()), (price, amount) => {
        const r = resolutionFor({ outcome: 'split', sellerAmount: amount }, price);
        if (r.ok && r.resolution.outcome === 'split') {
          expect(Number.isInteger(r.resolution.sellerAmount)).toBe(true);
          expect(r.resolution.sellerAmount).toBeGreaterThan(0);
          expect(r.resolution.sellerAmount).toBeLessThan(price);
        }
      }),
    );
  });
  it('says what will happen', () => {
    expect(resolutionSummary({ outcome: 'split', sellerAmount: 22_500 }, 30_000)).toBe('Release $22,500 to the seller and refund $7,500 to the buyer.');
    expect(resolutionSummary({ outcome: 'refund' }, 30_000)).toBe('Refund $30,000 to the buyer.');
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
