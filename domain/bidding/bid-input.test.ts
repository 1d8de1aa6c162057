import { describe, expect, it } from 'vitest';
import {
  bidFailure,
  bidSuccessMessage,
  buyNowBlock,
  buyNowSuccessMessage,
  canOfferBuyNow,
  checkoutTarget,
  dialogSubmitDisabled,
  digitsOnly,
  formatBidInput,
  maximumNextBid,
  minimumBidHint,
  minimumNextBid,
  panelSubmitDisabled,
  parseBidInput,
  proxyMinimum,
  quickBidAmounts,
  bidAmountForm,
  readAuthorizationReturn,
  readAuthorizationStart,
  validateBid,
  validateProxy,
  withoutAuthorizationParams,
} from './bid-input.ts';

const rules = { currentBid: 61_000, startingPrice: 20_000, minBidIncrement: 100, maxBidIncrement: 5000 };
const live = { ...rules, status: 'active', endTimeMs: 2_000_000, nowMs: 1_000_000 };

describe('bid input', () => {
  it('keeps digits only and drops leading zeros', () => {
    expect(digitsOnly('$12,5a00')).toBe('12500');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('0')).toBe('');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('12.50')).toBe('1250');
  });

  it('formats with thousands separators', () => {
    expect(formatBidInput('')).toBe('');
    expect(formatBidInput('5')).toBe('5');
    expect(formatBidInput('1000')).toBe('1,000');
    expect(formatBidInput('61100')).toBe('61,100');
    expect(formatBidInput('1234567')).toBe('1,234,567');
    expect(formatBidInput('1,2345')).toBe('12,345');
  });

  it('parses the formatted text back to whole dollars', () => {
    expect(parseBidInput('61,100')).toBe(61_100);
    expect(parseBidInput('')).toBeNull();
    expect(parseBidInput(',')).toBeNull();
    expect(parseBidInput('99999999999999999999')).toBeNull();
  });
});

describe('minimum and maximum', () => {
  it('measures from the current bid, or the starting price before it is reached', () => {
    expect(minimumNextBid(rules)).toBe(61_100);
    expect(minimumNextBid({ ...rules, currentBid: 0 })).toBe(20_100);
    expect(maximumNextBid(rules)).toBe(66_000);
    expect(maximumNextBid({ ...rules, currentBid: 0 })).toBe(25_000);
  });

  it('offers quick amounts from the minimum in increments, within the largest increment', () => {
    expect(quickBidAmounts({ minimumBid: 61_100, minBidIncrement: 100, maximumBid: 66_000 })).toEqual([61_100, 61_500, 62_000]);
    expect(quickBidAmounts({ minimumBid: 61_100, minBidIncrement: 500, maximumBid: 65_000 })).toEqual([61_100, 63_100]);
    expect(quickBidAmounts({ minimumBid: 61_100, minBidIncrement: 5000, maximumBid: 66_000 })).toEqual([]);
  });

  it('reads the form field as whole dollars', () => {
    expect(bidAmountForm.parse({ amount: '61,100' })).toEqual({ amount: 61_100 });
    expect(bidAmountForm.parse({ amount: '' })).toEqual({ amount: null });
    expect(bidAmountForm.parse({})).toEqual({ amount: null });
  });

  it('states the hint in dollars', () => {
    expect(minimumBidHint(61_100)).toBe('Minimum bid is $61,100');
  });
});

describe('validateBid (SPEC 5)', () => {
  it('asks for an amount first', () => {
    expect(validateBid(null, live)).toEqual({ title: 'Invalid Bid', message: 'Please enter a bid amount.' });
  });

  it('refuses an active auction past its end time', () => {
    expect(validateBid(70_000, { ...live, nowMs: 2_000_000 })).toEqual({ title: 'Auction Ended', message: 'This auction has already ended.' });
    expect(validateBid(61_100, { ...live, status: 'scheduled', nowMs: 3_000_000 })).toBeNull();
  });

  it('must be above the current bid', () => {
    expect(validateBid(61_000, live)?.message).toBe('Bid must be higher than current bid of $61,000');
    expect(validateBid(60_000, live)?.message).toBe('Bid must be higher than current bid of $61,000');
  });

  it('must reach the minimum increment', () => {
    expect(validateBid(61_050, live)?.message).toBe('Minimum bid is $61,100 (minimum increment: $100)');
    expect(validateBid(20_000, { ...live, currentBid: 0 })?.message).toBe('Minimum bid is $20,100 (minimum increment: $100)');
  });

  it('must not exceed the largest increment', () => {
    expect(validateBid(66_001, live)?.message).toBe('Bid increment cannot exceed $5,000. Maximum bid allowed: $66,000');
    expect(validateBid(66_000, live)).toBeNull();
    expect(validateBid(61_100, live)).toBeNull();
  });
});

describe('disabled states (SPEC 5)', () => {
  const ok = { signedIn: true, isSeller: false, processing: false, amount: 61_100, minimum: 61_100 };
  it('disables the dialog submit when signed out, the seller, processing, empty or under the minimum', () => {
    expect(dialogSubmitDisabled(ok)).toBe(false);
    expect(dialogSubmitDisabled({ ...ok, signedIn: false })).toBe(true);
    expect(dialogSubmitDisabled({ ...ok, isSeller: true })).toBe(true);
    expect(dialogSubmitDisabled({ ...ok, processing: true })).toBe(true);
    expect(dialogSubmitDisabled({ ...ok, amount: null })).toBe(true);
    expect(dialogSubmitDisabled({ ...ok, amount: 61_099 })).toBe(true);
  });

  it('disables the panel button when empty or not above the current bid', () => {
    expect(panelSubmitDisabled({ processing: false, amount: 61_001, currentBid: 61_000 })).toBe(false);
    expect(panelSubmitDisabled({ processing: false, amount: 61_000, currentBid: 61_000 })).toBe(true);
    expect(panelSubmitDisabled({ processing: false, amount: null, currentBid: 0 })).toBe(true);
    expect(panelSubmitDisabled({ processing: true, amount: 70_000, currentBid: 61_000 })).toBe(true);
  });
});

describe('messages (SPEC 8)', () => {
  it('words the success toasts', () => {
    expect(bidSuccessMessage(61_100, false)).toBe('Bid of $61,100 placed successfully!');
    expect(bidSuccessMessage(20_100, true)).toBe('Presale bid of $20,100 placed successfully! Your bid will automatically activate when the auction starts.');
  });

  it('maps refusals', () => {
    expect(bidFailure('AUTHORIZATION_REQUIRED', 'x', 'panel')).toEqual({ kind: 'authorize' });
    expect(bidFailure('DUPLICATE_BID_AMOUNT', 'x', 'dialog')).toEqual({
      kind: 'toast',
      title: 'Duplicate Bid Amount',
      message: "You've already bid this amount. Please enter a different bid amount.",
    });
    expect(bidFailure('INVALID_BID', 'Minimum bid is $5', 'dialog')).toEqual({ kind: 'toast', title: 'Failed to Place Bid', message: 'Minimum bid is $5' });
    expect(bidFailure(null, '', 'dialog')).toEqual({ kind: 'toast', title: 'Failed to Place Bid', message: 'Something went wrong. Please try again.' });
    expect(bidFailure('INVALID_BID', 'Too low', 'panel')).toEqual({ kind: 'toast', title: 'Failed to place bid', message: 'Too low' });
    expect(bidFailure(null, null, 'panel')).toEqual({ kind: 'toast', title: 'Failed to place bid', message: 'Failed to place bid. Please try again.' });
    expect(bidFailure('OWN_AUCTION', 'x', 'dialog')).toMatchObject({ title: 'You cannot bid on your own auction' });
    expect(bidFailure('NOT_AVAILABLE', 'x', 'panel')).toMatchObject({ title: 'Bidding is not yet available for this auction' });
    expect(bidFailure('AUCTION_ENDED', 'x', 'panel')).toMatchObject({ title: 'Auction Ended', message: 'This auction has already ended.' });
    expect(bidFailure('NOT_FOUND', 'x', 'panel')).toMatchObject({ title: 'Auction not found' });
    const wait = 'Too many bids. Please wait 30 seconds and try again.';
    for (const surface of ['panel', 'dialog'] as const)
      expect(bidFailure('TOO_MANY_REQUESTS', wait, surface)).toEqual({ kind: 'toast', title: wait, message: '' });
  });

  it('words buy now', () => {
    expect(buyNowSuccessMessage(false)).toBe("Congratulations! You've successfully purchased this item with Buy It Now.");
    expect(buyNowSuccessMessage(true).startsWith("Congratulations! You've successfully purchased this item with Buy It Now. ")).toBe(true);
  });
});

describe('proxy bid (SPEC 5, 9)', () => {
  it('needs max(current bid, starting price) + 100', () => {
    expect(proxyMinimum(rules)).toBe(61_100);
    expect(proxyMinimum({ currentBid: 0, startingPrice: 20_000 })).toBe(20_100);
    expect(validateProxy(61_100, rules)).toBeNull();
    expect(validateProxy(61_000, rules)).toEqual({ title: 'Invalid Proxy Bid', message: 'Proxy bid must be at least $61,100' });
    expect(validateProxy(null, rules)?.title).toBe('Invalid Proxy Bid');
  });
});

describe('buy now (SPEC 5)', () => {
  it('gives the first reason it cannot start', () => {
    expect(buyNowBlock({ signedIn: false, buyNowPrice: 100, status: 'active' })).toBe('Please log in to buy this item');
    expect(buyNowBlock({ signedIn: true, buyNowPrice: null, status: 'active' })).toBe('Buy now price not available');
    expect(buyNowBlock({ signedIn: true, buyNowPrice: 100, status: 'scheduled' })).toBe('Buy now is not available for this auction');
    expect(buyNowBlock({ signedIn: true, buyNowPrice: 100, status: 'pending_approval' })).toBe('Buy now is not available for this auction');
    expect(buyNowBlock({ signedIn: true, buyNowPrice: 100, status: 'active' })).toBeNull();
  });

  it('offers the button only on a live auction with a price, not to the seller', () => {
    const s = { buyNowPrice: 265_000, currentBid: 120_000, status: 'active', isSeller: false, ended: false };
    expect(canOfferBuyNow(s)).toBe(true);
    expect(canOfferBuyNow({ ...s, buyNowPrice: null })).toBe(false);
    expect(canOfferBuyNow({ ...s, status: 'scheduled' })).toBe(false);
    expect(canOfferBuyNow({ ...s, isSeller: true })).toBe(false);
    expect(canOfferBuyNow({ ...s, ended: true })).toBe(false);
    expect(canOfferBuyNow({ ...s, currentBid: s.buyNowPrice })).toBe(false);
  });
});

describe('authorization', () => {
  it('opens the checkout in the same window under 768 px', () => {
    expect(checkoutTarget(390)).toBe('same-window');
    expect(checkoutTarget(767)).toBe('same-window');
    expect(checkoutTarget(768)).toBe('new-tab');
  });

  it('reads the creation answer defensively', () => {
    expect(readAuthorizationStart({ authorization_exists: true })).toEqual({ kind: 'exists' });
    expect(readAuthorizationStart({ checkout_url: '/sandbox/checkout/abc' })).toEqual({ kind: 'checkout', url: '/sandbox/checkout/abc' });
    expect(readAuthorizationStart({ checkout_url: 'https://checkout.stripe.com/c/pay/x' }).kind).toBe('checkout');
    expect(readAuthorizationStart({ checkout_url: 'javascript:alert(1)' })).toEqual({
      kind: 'error',
      message: 'No response data received from authorization function',
    });
    expect(readAuthorizationStart(null)).toEqual({ kind: 'error', message: 'No response data received from authorization function' });
    expect(readAuthorizationStart({})).toEqual({ kind: 'error', message: 'No response data received from authorization function' });
    expect(readAuthorizationStart('oops')).toEqual({ kind: 'error', message: 'No response data received from authorization function' });
    expect(readAuthorizationStart({ error: 'Card declined' })).toEqual({ kind: 'error', message: 'Card declined' });
  });

  it('reads the return from checkout and cleans the query string', () => {
    expect(readAuthorizationReturn('?authorization_success=true&session_id=cs_1')).toEqual({ kind: 'success', sessionId: 'cs_1' });
    expect(readAuthorizationReturn('?authorization_success=true')).toEqual({ kind: 'invalid' });
    expect(readAuthorizationReturn('?authorization_cancelled=true')).toEqual({ kind: 'cancelled' });
    expect(readAuthorizationReturn('?tab=bids')).toBeNull();
    expect(withoutAuthorizationParams('?authorization_success=true&session_id=cs_1')).toBe('');
    expect(withoutAuthorizationParams('?tab=bids&authorization_cancelled=true')).toBe('?tab=bids');
  });
});
