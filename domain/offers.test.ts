import { describe, expect, it } from 'vitest';
import {
  isNegotiationOpen,
  isSecondChanceOpen,
  isValidPortalAmount,
  mayAnswerOffer,
  negotiationCountdownText,
  negotiationRole,
  newOfferMessage,
  normalizeOfferMessage,
  offerInputErrors,
  offerSubmittedText,
  parseOfferAmount,
  portalSubmittedText,
} from './offers.ts';

const NOW = Date.parse('2030-01-01T12:00:00Z');

describe('offerInputErrors (SPEC 5 "Offer")', () => {
  it('accepts $1 and a message of exactly 500 characters', () => {
    expect(offerInputErrors({ amount: 1, message: 'x'.repeat(500) })).toEqual([]);
    expect(offerInputErrors({ amount: 38_000 })).toEqual([]);
  });
  it('refuses amounts under $1, fractions, NaN and amounts beyond the column', () => {
    for (const amount of [0, -5, 0.5, 10.25, Number.NaN, 2_147_483_648]) {
      expect(offerInputErrors({ amount })).toEqual(['Offer amount must be greater than $0']);
    }
  });
  it('lists both errors in order for a bad amount and a long message', () => {
    expect(offerInputErrors({ amount: 0, message: 'x'.repeat(501) })).toEqual(['Offer amount must be greater than $0', 'Message must be less than 500 characters']);
  });
});

describe('amounts and messages as typed', () => {
  it('reads digits with separators and a dollar sign', () => {
    expect(parseOfferAmount('$38,000')).toBe(38_000);
    expect(parseOfferAmount(' 1 ')).toBe(1);
    expect(parseOfferAmount('abc')).toBeNaN();
    expect(parseOfferAmount('')).toBeNaN();
  });
  it('the portal takes whole amounts greater than 0', () => {
    expect(isValidPortalAmount(1)).toBe(true);
    expect(isValidPortalAmount(0)).toBe(false);
    expect(isValidPortalAmount(-1)).toBe(false);
    expect(isValidPortalAmount(Number.NaN)).toBe(false);
    expect(isValidPortalAmount(1.5)).toBe(false);
  });
  it('stores a blank message as null', () => {
    expect(normalizeOfferMessage('  ')).toBeNull();
    expect(normalizeOfferMessage(undefined)).toBeNull();
    expect(normalizeOfferMessage(' Hi ')).toBe('Hi');
  });
});

describe('the negotiation window (SPEC 4)', () => {
  const ends = new Date(NOW + 90 * 60_000).toISOString();
  it('is open only for an ended auction whose window lies ahead', () => {
    expect(isNegotiationOpen({ status: 'ended', negotiationWindowEnds: ends }, NOW)).toBe(true);
    expect(isNegotiationOpen({ status: 'ended', negotiationWindowEnds: new Date(NOW) }, NOW)).toBe(false);
    expect(isNegotiationOpen({ status: 'sold', negotiationWindowEnds: ends }, NOW)).toBe(false);
    expect(isNegotiationOpen({ status: 'ended', negotiationWindowEnds: null }, NOW)).toBe(false);
  });
  it('counts down in hours and minutes, then says it closed', () => {
    expect(negotiationCountdownText(ends, NOW)).toBe('1h 30m');
    expect(negotiationCountdownText(new Date(NOW + 48 * 3_600_000), NOW)).toBe('48h 0m');
    expect(negotiationCountdownText(new Date(NOW + 59_999), NOW)).toBe('0h 0m');
    expect(negotiationCountdownText(new Date(NOW), NOW)).toBe('Negotiation window closed');
    expect(negotiationCountdownText(null, NOW)).toBe('Negotiation window closed');
    expect(negotiationCountdownText('nonsense', NOW)).toBe('Negotiation window closed');
  });
});

describe('who takes part and who answers (SPEC 4, 6)', () => {
  const auction = { sellerId: 'seller', highestBidderId: 'top' };
  it('gives the portal to the seller and the highest bidder only', () => {
    expect(negotiationRole('seller', auction)).toBe('seller');
    expect(negotiationRole('top', auction)).toBe('bidder');
    expect(negotiationRole('other', auction)).toBeNull();
    expect(negotiationRole(null, auction)).toBeNull();
    expect(negotiationRole('x', { sellerId: 's', highestBidderId: null })).toBeNull();
  });
  it('lets the seller answer buyer offers and the buyer answer seller offers, while pending', () => {
    const buyerOffer = { buyerId: 'top', createdBySeller: false, status: 'pending' };
    const counter = { buyerId: 'top', createdBySeller: true, status: 'pending' };
    expect(mayAnswerOffer('seller', buyerOffer, 'seller')).toBe(true);
    expect(mayAnswerOffer('top', buyerOffer, 'seller')).toBe(false);
    expect(mayAnswerOffer('top', counter, 'seller')).toBe(true);
    expect(mayAnswerOffer('seller', counter, 'seller')).toBe(false);
    expect(mayAnswerOffer('seller', { ...buyerOffer, status: 'accepted' }, 'seller')).toBe(false);
  });
});

describe('texts (SPEC 7, 8)', () => {
  it('words the toasts', () => {
    expect(offerSubmittedText(false).title).toBe('Offer Submitted');
    expect(offerSubmittedText(true).description).toContain('updated');
    expect(portalSubmittedText(true)).toMatchObject({ title: 'Offer submitted', description: expect.stringContaining('counter offer') });
    expect(portalSubmittedText(false).description).toContain('offer has been sent');
  });
  it('writes the message to the seller', () => {
    expect(newOfferMessage({ title: '1989 Mercedes-Benz 560SL', amount: '$38,000', message: 'Transport included?' })).toEqual({
      subject: 'New Offer: 1989 Mercedes-Benz 560SL',
      content: 'You received an offer of $38,000 for 1989 Mercedes-Benz 560SL.\n\nMessage from the buyer:\nTransport included?',
    });
    expect(newOfferMessage({ title: 'T', amount: '$1', message: null }).content).toBe('You received an offer of $1 for T.');
  });
  it('keeps a second-chance offer open until it expires', () => {
    expect(isSecondChanceOpen({ status: 'pending', expiresAt: new Date(NOW + 1) }, NOW)).toBe(true);
    expect(isSecondChanceOpen({ status: 'pending', expiresAt: new Date(NOW) }, NOW)).toBe(false);
    expect(isSecondChanceOpen({ status: 'rejected', expiresAt: new Date(NOW + 1) }, NOW)).toBe(false);
  });
});
