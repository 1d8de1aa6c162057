import { describe, expect, it } from 'vitest';
import { decisionFeeText, decisionMoneyText, decisionOf, decisionReasonText, decisionText, type DealDecision } from './deal-decision.ts';
import { dealNoticeText } from './deal-notices.ts';
import { notificationText } from '../community/notification-kinds.ts';
import { timelineLine } from './deal-page-text.ts';
import { dealTimelineDetails } from './deal-rules.ts';

const REASON = 'The odometer was replaced; the listing said so.';
const split: DealDecision = {
  outcome: 'split',
  sellerCents: 2_650_000,
  refundCents: 1_550_000,
  buyerFeeCents: 105_000,
  feeReturnCents: 38_700,
  reason: REASON,
};

describe('an admin’s decision, in each reader’s words', () => {
  it('says who got how much', () => {
    expect(decisionMoneyText(split, 'seller')).toBe('$26,500 has been released to you and $15,500 refunded to the buyer.');
    expect(decisionMoneyText(split, 'buyer')).toBe('We refunded $15,500 to you and released $26,500 to the seller.');
    expect(decisionMoneyText(split, 'admin')).toBe('$26,500 released to the seller and $15,500 refunded to the buyer.');
    const refund: DealDecision = { ...split, outcome: 'refund', sellerCents: null, refundCents: 4_200_000 };
    expect(decisionMoneyText(refund, 'buyer')).toBe('We refunded $42,000 to you. Nothing was released to the seller.');
    expect(decisionMoneyText(refund, 'seller')).toBe('$42,000 has been refunded to the buyer. Nothing was released to you.');
    expect(decisionMoneyText(refund, 'admin')).toBe('$42,000 refunded to the buyer; nothing released to the seller.');
    const release: DealDecision = { ...split, outcome: 'release', sellerCents: 4_200_000, refundCents: null };
    expect(decisionMoneyText(release, 'seller')).toBe('$42,000 has been released to you. Nothing was refunded to the buyer.');
    expect(decisionMoneyText(release, 'buyer')).toBe('We released $42,000 to the seller. Nothing was refunded to you.');
    expect(decisionMoneyText(release, 'admin')).toBe('$42,000 released to the seller; nothing refunded to the buyer.');
  });
  it('says that no money moved through the site on a deal paid directly', () => {
    const direct: DealDecision = { outcome: 'refund', sellerCents: null, refundCents: null, buyerFeeCents: null, feeReturnCents: null, reason: REASON };
    expect(decisionMoneyText(direct, 'buyer')).toBe(
      'Decided for you. VehicleBid held no money for this deal (you paid the seller directly), so no money moved through the site.',
    );
    expect(decisionMoneyText(direct, 'seller')).toBe(
      'Decided for the buyer. VehicleBid held no money for this deal (the buyer paid you directly), so no money moved through the site.',
    );
  });
  it('tells the buyer and the admin what became of the fee (decision 031): returned in full, in part after a split, kept after a release', () => {
    expect(decisionFeeText(split, 'buyer')).toBe(
      'Of the buyer fee of $1,050 taken at the sale, $387 is returned to you; $663 is kept, 2.5% of what the seller received.',
    );
    expect(decisionFeeText(split, 'admin')).toBe(
      'Of the buyer fee of $1,050 taken at the sale, $387 is returned to the buyer; $663 is kept, 2.5% of what the seller received.',
    );
    expect(decisionFeeText(split, 'seller')).toBeNull();
    expect(decisionFeeText({ ...split, buyerFeeCents: 0 }, 'buyer')).toBeNull();
    expect(decisionFeeText({ ...split, outcome: 'refund', sellerCents: null, refundCents: 4_200_000, feeReturnCents: 105_000 }, 'buyer')).toBe(
      'The buyer fee of $1,050 taken at the sale is returned to you in full.',
    );
    expect(decisionFeeText({ ...split, outcome: 'release', refundCents: null, feeReturnCents: 0 }, 'buyer')).toBe(
      'The buyer fee of $1,050 taken at the sale is not returned.',
    );
  });
  it('gives the reason to both parties', () => {
    expect(decisionReasonText(split)).toBe(`Decision by VehicleBid: ${REASON}`);
    expect(decisionText(split, 'seller')).toBe(`$26,500 has been released to you and $15,500 refunded to the buyer. Decision by VehicleBid: ${REASON}`);
  });
  it('reads the decision from the timeline’s details, as the move writes them', () => {
    const details = dealTimelineDetails(
      'resolve',
      { resolution: { outcome: 'split', sellerCents: 2_650_000 }, reason: REASON, buyerFeeCents: 105_000, feeReturnCents: 38_700 },
      [
        { kind: 'transfer', amountCents: 2_650_000 },
        { kind: 'refund', amountCents: 1_550_000 },
      ],
    );
    expect(decisionOf(details)).toEqual(split);
    expect(decisionOf(null)).toBeNull();
    expect(decisionOf({ outcome: 'keep' })).toBeNull();
    expect(timelineLine({ move: 'resolve', actor: 'admin', at: '', amountCents: 4_200_000, details: details as never }, 'held').detail).toBe(
      `$26,500 released to the seller and $15,500 refunded to the buyer. Of the buyer fee of $1,050 taken at the sale, $387 is returned to the buyer; $663 is kept, 2.5% of what the seller received. Decision by VehicleBid: ${REASON}`,
    );
  });
});

describe('the resolution’s notice and e-mail', () => {
  const decision = { outcome: 'split', sellerCents: 2_650_000, refundCents: 1_550_000, buyerFeeCents: 105_000, feeReturnCents: 38_700, reason: REASON };
  it('says to each party who got how much, and why', () => {
    expect(dealNoticeText('resolve', '1967 Ford Mustang', { role: 'seller', decision })).toBe(
      `The dispute about 1967 Ford Mustang is resolved. $26,500 has been released to you and $15,500 refunded to the buyer. Decision by VehicleBid: ${REASON}`,
    );
    expect(
      notificationText(
        'deal_update',
        { auction_year: 1967, auction_make: 'Ford', auction_model: 'Mustang', deal_step: 'resolve', deal_role: 'buyer', deal_decision: decision },
        '',
      ),
    ).toBe(
      `The dispute about 1967 Ford Mustang is resolved. We refunded $15,500 to you and released $26,500 to the seller. Of the buyer fee of $1,050 taken at the sale, $387 is returned to you; $663 is kept, 2.5% of what the seller received. Decision by VehicleBid: ${REASON}`,
    );
  });
  it('keeps the old words for a notice made before decisions were kept', () => {
    expect(dealNoticeText('resolve', 'the Mustang')).toBe('The dispute about the Mustang is resolved. See the deal page for the outcome');
  });
});
