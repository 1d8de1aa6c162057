import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  counteredNote,
  isOfferChange,
  isNegotiationOpen,
  isOfferOpen,
  isSecondChanceOpen,
  isValidPortalAmount,
  mayAnswerOffer,
  negotiationCountdownText,
  negotiationRole,
  newOfferMessage,
  normalizeOfferMessage,
  offerInputErrors,
  offerShownStatus,
  offerSubmittedText,
  parseOfferAmount,
  portalAmountError,
  portalSubmittedText,
  secondChanceLeftText,
  sellerSideOfferLabel,
} from './offers.ts';
import { MAX_AMOUNT } from '../shared/amount-limit.ts';

const NOW = Date.parse('2030-01-01T12:00:00Z');

describe('offerInputErrors (SPEC 5 "Offer")', () => {
  it('accepts $1 and a message of exactly 500 characters', () => {
    expect(offerInputErrors({ amount: 1, message: 'x'.repeat(500) })).toEqual([]);
    expect(offerInputErrors({ amount: 38_000 })).toEqual([]);
  });
  it('refuses amounts under $1, fractions and NaN', () => {
    for (const amount of [0, -5, 0.5, 10.25, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(offerInputErrors({ amount })).toEqual(['Offer amount must be greater than $0']);
    }
  });
  it('takes MAX_AMOUNT and names the limit above it', () => {
    expect(offerInputErrors({ amount: MAX_AMOUNT })).toEqual([]);
    for (const amount of [MAX_AMOUNT + 1, 2_147_483_648, 1e300]) {
      expect(offerInputErrors({ amount, message: 'x'.repeat(501) })).toEqual([
        'Amounts cannot exceed $500,000,000.',
        'Message must be less than 500 characters',
      ]);
    }
  });
  it('lists both errors in order for a bad amount and a long message', () => {
    expect(offerInputErrors({ amount: 0, message: 'x'.repeat(501) })).toEqual([
      'Offer amount must be greater than $0',
      'Message must be less than 500 characters',
    ]);
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
    expect(isValidPortalAmount(MAX_AMOUNT)).toBe(true);
    expect(isValidPortalAmount(MAX_AMOUNT + 1)).toBe(false);
  });
  it('the portal names the amount limit, and says "Please enter a valid offer amount" otherwise', () => {
    expect(portalAmountError(MAX_AMOUNT)).toBeNull();
    expect(portalAmountError(MAX_AMOUNT + 1)).toBe('Amounts cannot exceed $500,000,000.');
    for (const amount of [0, -1, 1.5, Number.NaN]) expect(portalAmountError(amount)).toBe('Please enter a valid offer amount');
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

describe('isOfferOpen and offerShownStatus (what the pages show)', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const offer = { status: 'pending', kind: 'offer', expiresAt: null };
  const live = { status: 'active', endTime: iso(NOW + 60_000), negotiationWindowEnds: null };
  const classified = { status: 'active', endTime: null, negotiationWindowEnds: null };
  const inWindow = { status: 'ended', endTime: iso(NOW - 60_000), negotiationWindowEnds: iso(NOW + 60_000) };
  const windowClosed = { status: 'ended', endTime: iso(NOW - 120_000), negotiationWindowEnds: iso(NOW - 60_000) };

  it('a buyer offer is open while the listing is live, or while the window is open', () => {
    expect(isOfferOpen(offer, live, NOW)).toBe(true);
    expect(isOfferOpen(offer, classified, NOW)).toBe(true);
    expect(isOfferOpen(offer, inWindow, NOW)).toBe(true);
    expect(isOfferOpen(offer, { ...live, endTime: iso(NOW) }, NOW)).toBe(false);
    expect(isOfferOpen(offer, windowClosed, NOW)).toBe(false);
    expect(isOfferOpen(offer, { ...classified, status: 'sold' }, NOW)).toBe(false);
  });
  it('a second-chance offer is open until it expires, on an ended auction', () => {
    const sc = { status: 'pending', kind: 'second_chance', expiresAt: iso(NOW + 1000) };
    expect(isOfferOpen(sc, windowClosed, NOW)).toBe(true);
    expect(isOfferOpen({ ...sc, expiresAt: iso(NOW) }, windowClosed, NOW)).toBe(false);
    expect(isOfferOpen(sc, { ...windowClosed, status: 'sold' }, NOW)).toBe(false);
  });
  it('shows answered offers as they are and pending ones that cannot be answered as expired', () => {
    expect(offerShownStatus({ ...offer, status: 'accepted' }, windowClosed, NOW)).toBe('accepted');
    expect(offerShownStatus({ ...offer, status: 'rejected' }, live, NOW)).toBe('rejected');
    expect(offerShownStatus(offer, live, NOW)).toBe('pending');
    expect(offerShownStatus(offer, windowClosed, NOW)).toBe('expired');
  });
  // Answered by the other side's offer, not declined by anybody.
  it('shows an offer answered by the other side’s offer as countered, whatever the listing and the time; a declined one as declined', () => {
    const listings = [live, classified, inWindow, windowClosed, { ...inWindow, status: 'sold' }];
    fc.assert(
      fc.property(
        fc.constantFrom(...listings),
        fc.integer({ min: NOW - 1e9, max: NOW + 1e9 }),
        fc.constantFrom('pending', 'accepted', 'rejected'),
        fc.option(fc.uuid(), { nil: null }),
        (listing, now, status, counteredBy) => {
          const shown = offerShownStatus({ ...offer, status, counteredBy }, listing, now);
          if (status === 'rejected') expect(shown).toBe(counteredBy ? 'countered' : 'rejected');
          else expect(shown).not.toBe('countered');
        },
      ),
    );
  });
  it('says who answered a countered offer, to each side', () => {
    const names = { seller: 'Classic Motors', bidder: 'Jordan Bidder' };
    expect(counteredNote({ createdBySeller: true }, true, names)).toBe('Jordan Bidder answered with a new offer');
    expect(counteredNote({ createdBySeller: true }, false, names)).toBe('You answered with a new offer');
    expect(counteredNote({ createdBySeller: false }, true, names)).toBe('You answered with a counter offer');
    expect(counteredNote({ createdBySeller: false }, false, names)).toBe('Classic Motors answered with a counter offer');
  });
});

describe('second-chance and seller-side labels', () => {
  it('counts a second-chance offer down in hours and minutes, then says Expired', () => {
    expect(secondChanceLeftText(new Date(NOW + 48 * 3_600_000), NOW)).toBe('Expires in 48h 0m');
    expect(secondChanceLeftText(new Date(NOW + 61_000), NOW)).toBe('Expires in 0h 1m');
    expect(secondChanceLeftText(new Date(NOW), NOW)).toBe('Expired');
    expect(secondChanceLeftText(null, NOW)).toBe('Expired');
  });
  it('names the buyer, or the seller’s own counter and second-chance offers to them', () => {
    expect(sellerSideOfferLabel({ buyerName: 'Sam', createdBySeller: false, kind: 'offer' })).toBe('Sam');
    expect(sellerSideOfferLabel({ buyerName: 'Sam', createdBySeller: true, kind: 'offer' })).toBe('Your counter offer to Sam');
    expect(sellerSideOfferLabel({ buyerName: 'Sam', createdBySeller: true, kind: 'second_chance' })).toBe('Second-chance offer to Sam');
  });
});

describe('isOfferChange (SPEC 4, 7: the seller hears of real changes only)', () => {
  const amount = fc.integer({ min: 1, max: MAX_AMOUNT });
  const message = fc.option(fc.string({ maxLength: 20 }), { nil: null });
  const status = fc.constantFrom('pending', 'accepted', 'rejected');
  it('a first offer is a change', () => {
    fc.assert(fc.property(amount, message, (a, m) => isOfferChange(null, { amount: a, message: m })));
  });
  it('an identical resubmission of a pending offer is not; any other amount, message or an answered offer is', () => {
    fc.assert(
      fc.property(amount, message, status, amount, message, (a, m, s, a2, m2) => {
        const expected = s !== 'pending' || a !== a2 || m !== m2;
        expect(isOfferChange({ amount: a, message: m, status: s }, { amount: a2, message: m2 })).toBe(expected);
        expect(isOfferChange({ amount: a, message: m, status: 'pending' }, { amount: a, message: m })).toBe(false);
      }),
    );
  });
});
