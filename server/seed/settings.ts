import type { siteSettings } from '../db/schema.ts';

export function buildSiteSettings(updatedAt: Date): (typeof siteSettings.$inferInsert)[] {
  return [
    { key: 'show_browse_categories', value: true, updatedAt },
    // Cents, as the decision record says: 2500 = $25.
    { key: 'featured_listing_fee', value: 2500, updatedAt },
    {
      key: 'auction',
      value: { minBidIncrement: 100, maxBidIncrement: 5000, softCloseSeconds: 120, negotiationWindowHours: 48 },
      updatedAt,
    },
    {
      key: 'social',
      value: {
        links: [
          { platform: 'facebook', url: 'https://www.facebook.com/vehiclebid' },
          { platform: 'twitter', url: 'https://twitter.com/vehiclebid' },
          { platform: 'instagram', url: 'https://www.instagram.com/vehiclebid' },
          { platform: 'youtube', url: 'https://www.youtube.com/@vehiclebid' },
          { platform: 'linkedin', url: 'https://www.linkedin.com/company/vehiclebid' },
          { platform: 'email', url: 'mailto:hello@example.com' },
          { platform: 'phone', url: 'tel:+14805550100' },
        ],
      },
      updatedAt,
    },
  ];
}
