import { describe, expect, it } from 'vitest';
import { suspensionFormFor, suspensionSentence, userStatusBodySchema, type MemberLiveBidding } from './member-suspension.ts';

const live = (o: Partial<MemberLiveBidding> = {}): MemberLiveBidding => ({ bids: 0, proxyBids: 0, auctions: 0, leading: [], pendingOffers: 0, ...o });
const lead = (...titles: string[]) => titles.map((title, i) => ({ auctionId: `a${i}`, title, slug: null }));
const SAM = live({ bids: 3, auctions: 2, leading: lead('2018 Porsche 911 GT3') });

describe('the suspension sentence', () => {
  it('says what the member has running before the choice', () => {
    expect(suspensionSentence('Sam Bidder', SAM, null)).toBe('Suspend Sam Bidder? They have 3 bids on 2 live auctions and lead 1: 2018 Porsche 911 GT3.');
    expect(suspensionSentence('Sam Bidder', live({ bids: 1, auctions: 1 }), null)).toBe(
      'Suspend Sam Bidder? They have 1 bid on 1 live auction and lead none of them.',
    );
    expect(suspensionSentence('Sam Bidder', live(), null)).toBe('Suspend Sam Bidder? They have no bids on live auctions and no pending offers.');
    expect(suspensionSentence('Sam Bidder', live({ pendingOffers: 2 }), null)).toBe(
      'Suspend Sam Bidder? They have no bids on live auctions. They have 2 pending offers.',
    );
  });

  it('with their bids kept, says they stay and what the member still leads', () => {
    expect(suspensionSentence('Sam Bidder', SAM, 'keep')).toBe(
      'Suspend Sam Bidder? Their 3 bids on 2 live auctions stay, and they still lead 1 auction: 2018 Porsche 911 GT3.',
    );
    expect(suspensionSentence('Sam Bidder', live({ bids: 1, auctions: 1 }), 'keep')).toBe(
      'Suspend Sam Bidder? Their bid on 1 live auction stays; they lead none of them.',
    );
    expect(
      suspensionSentence('Sam Bidder', live({ bids: 5, proxyBids: 1, auctions: 5, leading: lead('A', 'B', 'C', 'D', 'E'), pendingOffers: 1 }), 'keep'),
    ).toBe(
      'Suspend Sam Bidder? Their 5 bids and 1 proxy bid on 5 live auctions stay, and they still lead 5 auctions: A, B, C and 2 more. Their proxy bid goes on bidding for them. Their pending offer stays open.',
    );
    expect(suspensionSentence('Sam Bidder', live({ bids: 2, auctions: 2, leading: lead('A', 'B') }), 'keep')).toBe(
      'Suspend Sam Bidder? Their 2 bids on 2 live auctions stay, and they still lead 2 auctions: A and B.',
    );
  });

  it('with their bids cancelled, says each high bid is recomputed', () => {
    expect(suspensionSentence('Sam Bidder', SAM, 'cancel')).toBe(
      'Suspend Sam Bidder? Their bids on 2 live auctions are cancelled and each auction’s high bid is recomputed.',
    );
    expect(suspensionSentence('Sam Bidder', live({ bids: 1, auctions: 1, leading: lead('A') }), 'cancel')).toBe(
      'Suspend Sam Bidder? Their bid on 1 live auction is cancelled and its high bid is recomputed.',
    );
    expect(suspensionSentence('Sam Bidder', live({ bids: 2, proxyBids: 1, auctions: 2, pendingOffers: 3 }), 'cancel')).toBe(
      'Suspend Sam Bidder? Their bids and proxy bids on 2 live auctions are cancelled and each auction’s high bid is recomputed. Their 3 pending offers end.',
    );
  });
});

describe('the suspension rules', () => {
  it('the dialog needs a written reason, and a choice when the member has bids or offers running', () => {
    const form = suspensionFormFor(SAM);
    expect(form.safeParse({ reason: '   ', choice: 'keep' }).error?.issues[0]?.message).toBe('Write the reason for the suspension.');
    expect(form.safeParse({ reason: 'Shill bidding', choice: null }).error?.issues[0]?.message).toBe('Choose whether their bids stay or are cancelled.');
    expect(form.parse({ reason: ' Shill bidding ', choice: 'cancel' })).toEqual({ reason: 'Shill bidding', choice: 'cancel' });
    expect(suspensionFormFor(live()).parse({ reason: 'Spam', choice: null })).toEqual({ reason: 'Spam', choice: null });
    expect(suspensionFormFor(live({ pendingOffers: 1 })).safeParse({ reason: 'Spam', choice: null }).success).toBe(false);
  });

  it('the request trims the reason and bounds it; bids are cancelled only when suspending', () => {
    expect(userStatusBodySchema.parse({ status: 'suspended', reason: ' Shill ', cancelBids: false })).toEqual({
      status: 'suspended',
      reason: 'Shill',
      cancelBids: false,
    });
    expect(userStatusBodySchema.safeParse({ status: 'suspended', reason: 'x'.repeat(501), cancelBids: false }).success).toBe(false);
    expect(userStatusBodySchema.safeParse({ status: 'active', cancelBids: true }).success).toBe(false);
  });
});
