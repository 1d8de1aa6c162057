import { describe, expect, it } from 'vitest';
import { featuredReturnText } from './return-text.ts';

// The page said 'payment is complete' beside 'held ... charged only when approved'.
describe('the featured checkout return says where the fee stands', () => {
  const title = '2003 Honda Accord EX';
  const all = (['held', 'captured'] as const).flatMap((status) =>
    [true, false].map((byCredit) => ({ status, byCredit, text: featuredReturnText({ status, title, byCredit }) })),
  );
  const words = (t: { heading: string; lines: string[] }) => [t.heading, ...t.lines].join(' ');

  it('a held fee or credit is never called paid, received, complete or charged already', () => {
    for (const { text } of all.filter((x) => x.status === 'held')) {
      expect(words(text)).not.toMatch(/complete|received|paid|has been charged|was charged/i);
      expect(words(text)).toMatch(/only when/);
      expect(words(text)).toContain(`"${title}"`);
    }
  });

  it('a card hold says it is released if the listing is not approved; a credit that it comes back', () => {
    expect(words(featuredReturnText({ status: 'held', title, byCredit: false }))).toContain('If it is not approved, the hold is released.');
    expect(words(featuredReturnText({ status: 'held', title, byCredit: true }))).toContain('If it is not approved, the credit comes back to your membership.');
  });

  it('a captured fee says it was paid and the listing is featured, and speaks of no hold', () => {
    for (const { text } of all.filter((x) => x.status === 'captured')) {
      expect(words(text)).toContain(`"${title}" is approved and featured.`);
      expect(words(text)).not.toMatch(/hold|only when|not charged/i);
    }
    expect(featuredReturnText({ status: 'captured', title, byCredit: false })).toEqual({
      heading: 'Payment Received',
      lines: ['Your featured listing payment is complete.', `"${title}" is approved and featured.`],
    });
  });
});
