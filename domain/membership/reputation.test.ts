import { describe, expect, it } from 'vitest';
import { REPUTATION_FLOOR, reputationLabel, sellerReputation, type ReputationInput } from './reputation.ts';

const none: ReputationInput = { active: 0, ended: 0, endedSold: 0, auctionsWithBids: 0, hasAnyListing: false };

describe('sellerReputation', () => {
  it('scores 0 (Building) for a seller with no listings at all', () => {
    expect(sellerReputation(none)).toEqual({ score: 0, label: 'Building' });
  });

  it('raises a seller with any listing to the floor of 50', () => {
    expect(REPUTATION_FLOOR).toBe(50);
    expect(sellerReputation({ ...none, hasAnyListing: true })).toEqual({ score: 50, label: 'Building' });
  });

  it('applies the floor only below 50 and only with a listing', () => {
    // J = 3/4 -> 30, K = 3/6 -> 15, L = (0.2 + 0.8)/10 = 0.1 -> 3; 48
    const input = { active: 2, ended: 4, endedSold: 3, auctionsWithBids: 3 };
    expect(sellerReputation({ ...input, hasAnyListing: false }).score).toBe(48);
    expect(sellerReputation({ ...input, hasAnyListing: true }).score).toBe(50);
  });

  it('treats a zero ended count as J = 0', () => {
    // J = 0 (ended 0), K = 50/100 -> 15, L = min(1, 10/10) = 1 -> 30; 45
    expect(sellerReputation({ active: 100, ended: 0, endedSold: 0, auctionsWithBids: 50, hasAnyListing: false }).score).toBe(45);
  });

  it('treats a zero active + ended count as K = 0', () => {
    // Bids on sold listings only: J = 0, K = 0 (denominator 0), L = 0
    expect(sellerReputation({ active: 0, ended: 0, endedSold: 0, auctionsWithBids: 3, hasAnyListing: false }).score).toBe(0);
  });

  it('caps L at 1', () => {
    // J = 1 -> 40, K = 1 -> 30, L = min(1, 20/10) = 1 -> 30; 100
    expect(sellerReputation({ active: 0, ended: 100, endedSold: 100, auctionsWithBids: 100, hasAnyListing: true })).toEqual({ score: 100, label: 'Excellent' });
  });

  it('leaves L uncapped below 1', () => {
    // J = 40/40 -> 40, K = 50/50 -> 30, L = (1 + 8)/10 = 0.9 -> 27; 97
    expect(sellerReputation({ active: 10, ended: 40, endedSold: 40, auctionsWithBids: 50, hasAnyListing: true })).toEqual({ score: 97, label: 'Excellent' });
  });

  it('labels a 60-79 score Good', () => {
    // J = 10/10 -> 40, K = 5/10 -> 15, L = 2/10 = 0.2 -> 6; 61
    expect(sellerReputation({ active: 0, ended: 10, endedSold: 10, auctionsWithBids: 5, hasAnyListing: true })).toEqual({ score: 61, label: 'Good' });
  });

  it('rounds to the nearest whole number', () => {
    // J = 1 -> 40, K = 3/4 -> 22.5, L = 0.6/10 -> 1.8; 64.3 -> 64
    expect(sellerReputation({ active: 2, ended: 2, endedSold: 2, auctionsWithBids: 3, hasAnyListing: true }).score).toBe(64);
    // J = 2/2 -> 40, K = 5/8 -> 18.75, L = (0.6 + 0.4)/10 -> 3; 61.75 -> 62
    expect(sellerReputation({ active: 6, ended: 2, endedSold: 2, auctionsWithBids: 5, hasAnyListing: true }).score).toBe(62);
  });

  it('follows the formula as written when K exceeds 1', () => {
    // J = 0, K = 4/1 -> 120, L = 0.1/10 -> 0.3; 120.3 -> 120
    expect(sellerReputation({ active: 1, ended: 0, endedSold: 0, auctionsWithBids: 4, hasAnyListing: true }).score).toBe(120);
  });
});

describe('reputationLabel', () => {
  it('is Excellent at 80 or more', () => {
    expect(reputationLabel(80)).toBe('Excellent');
    expect(reputationLabel(100)).toBe('Excellent');
  });

  it('is Good from 60 to 79', () => {
    expect(reputationLabel(60)).toBe('Good');
    expect(reputationLabel(79)).toBe('Good');
  });

  it('is Building below 60', () => {
    expect(reputationLabel(59)).toBe('Building');
    expect(reputationLabel(50)).toBe('Building');
    expect(reputationLabel(0)).toBe('Building');
  });
});
