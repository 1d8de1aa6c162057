/**
 * What /seller-success says once the featured-listing checkout came back paid, as the fee
 * really stands (server/modules/featured-listing/featured-payment.ts): 'held' is a hold on the card (or a
 * membership credit set aside), taken only when the listing is approved and released if it is not; only
 * 'captured' means the fee was charged (or the credit used).
 */
export function featuredReturnText(o: { status: 'held' | 'captured'; title: string; byCredit: boolean }): { heading: string; lines: [string, string] } {
  if (o.status === 'captured') {
    return o.byCredit
      ? {
          heading: 'Featured credit used',
          lines: ['One featured credit of your membership paid for the featured listing.', `"${o.title}" is approved and featured.`],
        }
      : { heading: 'Payment Received', lines: ['Your featured listing payment is complete.', `"${o.title}" is approved and featured.`] };
  }
  return o.byCredit
    ? {
        heading: 'Featured credit set aside',
        lines: [
          'One featured credit of your membership is set aside for this listing. It is used only when the listing is approved.',
          `"${o.title}" is featured once our team approves it. If it is not approved, the credit comes back to your membership.`,
        ],
      }
    : {
        heading: 'Featured fee on hold',
        lines: [
          'The featured listing fee is held on your card, not charged yet.',
          `It is charged only when our team approves "${o.title}", and the listing is featured from then on. If it is not approved, the hold is released.`,
        ],
      };
}
