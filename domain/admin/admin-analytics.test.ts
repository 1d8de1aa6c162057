import { describe, expect, it } from 'vitest';
import { adminSuspendBidderPath, adminUserSearchPath, fillDays, formatPercent, listingPrice, viewToBidConversion, ZERO_MEASURES } from './admin-analytics.ts';

describe('viewToBidConversion', () => {
  it('is distinct bidders over distinct viewers', () => {
    expect(viewToBidConversion(1, 4)).toBe(0.25);
    expect(viewToBidConversion(0, 10)).toBe(0);
    expect(viewToBidConversion(3, 3)).toBe(1);
  });

  it('is null without viewers, and never above one', () => {
    expect(viewToBidConversion(0, 0)).toBeNull();
    expect(viewToBidConversion(5, 0)).toBeNull();
    expect(viewToBidConversion(5, 2)).toBe(1);
    expect(viewToBidConversion(-1, 2)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('shows one decimal below 10% and whole percents above', () => {
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(0.0425)).toBe('4.3%');
    expect(formatPercent(0.03)).toBe('3%');
    expect(formatPercent(0.004)).toBe('0.4%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows a dash for no figure', () => {
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(Number.NaN)).toBe('–');
  });
});

describe('fillDays', () => {
  const days = ['2026-03-01', '2026-03-02', '2026-03-03'];

  it('gives every day a row, zeros where nothing happened', () => {
    const filled = fillDays(days, [{ day: '2026-03-02', bids: 4 }]);
    expect(filled).toEqual([
      { day: '2026-03-01', ...ZERO_MEASURES },
      { day: '2026-03-02', ...ZERO_MEASURES, bids: 4 },
      { day: '2026-03-03', ...ZERO_MEASURES },
    ]);
  });

  it('merges the measures of one day given in separate rows, and reads numbers sent as text', () => {
    const filled = fillDays(days, [
      { day: '2026-03-03', views: 10 },
      { day: '2026-03-03', sales: 1, salesValue: '25000' as unknown as number },
    ]);
    expect(filled[2]).toEqual({ day: '2026-03-03', views: 10, bids: 0, watchers: 0, sales: 1, salesValue: 25_000 });
  });

  it('drops days outside the period and keeps its order', () => {
    const filled = fillDays(days, [
      { day: '2026-02-28', views: 9 },
      { day: '2026-03-01', views: 1 },
    ]);
    expect(filled.map((d) => d.day)).toEqual(days);
    expect(filled.reduce((s, d) => s + d.views, 0)).toBe(1);
  });

  it('is empty for no days', () => {
    expect(fillDays([], [{ day: '2026-03-01', views: 1 }])).toEqual([]);
  });
});

describe('adminUserSearchPath', () => {
  it('opens the users page searching for the e-mail', () => {
    expect(adminUserSearchPath('a+b@example.com')).toBe('/admin/users?search=a%2Bb%40example.com');
  });

  it('opens the account with its suspension ready to cancel its bids (issue 27 item 6)', () => {
    expect(adminSuspendBidderPath({ id: 'u-1', email: 'a+b@example.com' })).toBe('/admin/users?search=a%2Bb%40example.com&user=u-1&suspend=bids');
  });
});

describe('listingPrice', () => {
  it('is the current bid, the starting price before bids, a classified’s sale price', () => {
    expect(listingPrice({ listingType: 'auction', currentBid: 12_000, startingPrice: 10_000, buyNowPrice: null })).toBe(12_000);
    expect(listingPrice({ listingType: 'auction', currentBid: 0, startingPrice: 10_000, buyNowPrice: 50_000 })).toBe(10_000);
    expect(listingPrice({ listingType: 'classified', currentBid: 0, startingPrice: 0, buyNowPrice: 9_000 })).toBe(9_000);
  });
});
