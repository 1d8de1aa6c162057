import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageRating,
  COMMENT_TOO_LONG_MESSAGE,
  feedbackInput,
  feedbackRefusal,
  feedbackRole,
  feedbackSubject,
  RATING_MESSAGE,
  ratingSummaryText,
} from './deal-feedback.ts';

const deal = (state: string) => ({ state, buyerId: 'b', sellerId: 's' });

describe('feedbackInput (issue 26 item 8)', () => {
  it('takes 1 to 5 whole stars and a trimmed comment', () => {
    expect(feedbackInput.parse({ rating: 5, comment: '  Smooth handover.  ' })).toEqual({ rating: 5, comment: 'Smooth handover.' });
    expect(feedbackInput.parse({ rating: 1 })).toEqual({ rating: 1, comment: '' });
  });
  it('refuses any rating outside 1-5 or not whole, with the reason', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 6 }), fc.double({ noInteger: true })), (rating) => {
        const r = feedbackInput.safeParse({ rating });
        expect(r.success).toBe(false);
        if (!r.success) expect(r.error.issues[0]!.message).toBe(RATING_MESSAGE);
      }),
    );
    expect(feedbackInput.safeParse({ rating: '5' }).error?.issues[0]?.message).toBe(RATING_MESSAGE);
    expect(feedbackInput.safeParse({}).error?.issues[0]?.message).toBe(RATING_MESSAGE);
  });
  it('takes 500 characters and refuses 501', () => {
    expect(feedbackInput.safeParse({ rating: 3, comment: 'x'.repeat(500) }).success).toBe(true);
    const r = feedbackInput.safeParse({ rating: 3, comment: 'x'.repeat(501) });
    expect(r.error?.issues[0]?.message).toBe(COMMENT_TOO_LONG_MESSAGE);
    expect(COMMENT_TOO_LONG_MESSAGE).toBe('Keep the comment to 500 characters or fewer.');
  });
});

describe('feedbackRefusal', () => {
  it('lets each party rate once a deal is completed or cancelled', () => {
    for (const state of ['completed', 'cancelled', 'refunded', 'settled']) {
      expect(feedbackRefusal(deal(state), 'b', false)).toBeNull();
      expect(feedbackRefusal(deal(state), 's', false)).toBeNull();
    }
  });
  it('refuses before the deal ends, in every other state', () => {
    for (const state of ['awaiting_payment', 'paid_held', 'payment_confirmed', 'handed_over', 'received', 'disputed', 'anything']) {
      expect(feedbackRefusal(deal(state), 'b', false)?.code).toBe('DEAL_NOT_FINISHED');
    }
  });
  it('refuses a second entry and anyone but the parties (before anything else)', () => {
    expect(feedbackRefusal(deal('completed'), 'b', true)?.code).toBe('FEEDBACK_ALREADY_GIVEN');
    expect(feedbackRefusal(deal('completed'), 'x', false)).toMatchObject({ code: 'NOT_A_PARTY', status: 403 });
    expect(feedbackRefusal(deal('paid'), 'x', true)?.code).toBe('NOT_A_PARTY');
  });
  it('rates the other party', () => {
    expect(feedbackRole(deal('completed'), 'b')).toBe('buyer');
    expect(feedbackRole(deal('completed'), 's')).toBe('seller');
    expect(feedbackRole(deal('completed'), 'x')).toBeNull();
    expect(feedbackSubject(deal('completed'), 'buyer')).toBe('s');
    expect(feedbackSubject(deal('completed'), 'seller')).toBe('b');
  });
});

describe('averageRating and its text', () => {
  it('averages to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 5])).toBe(4.7);
    expect(averageRating([4])).toBe(4);
  });
  it('stays within 1-5 for any ratings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (rs) => {
        const a = averageRating(rs)!;
        expect(a).toBeGreaterThanOrEqual(Math.min(...rs));
        expect(a).toBeLessThanOrEqual(Math.max(...rs));
      }),
    );
  });
  it('says it plainly', () => {
    expect(ratingSummaryText(null, 0)).toBe('No ratings yet');
    expect(ratingSummaryText(4, 1)).toBe('4.0 out of 5 · 1 rating');
    expect(ratingSummaryText(4.7, 3)).toBe('4.7 out of 5 · 3 ratings');
  });
});
