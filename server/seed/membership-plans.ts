import type { membershipPlans } from '../db/schema.ts';

/** The demo's membership plans, as an operator might start (whole dollars a month). */
export function buildMembershipPlans(createdAt: Date): (typeof membershipPlans.$inferInsert)[] {
  return [
    {
      name: 'Starter',
      description: 'For the occasional seller: a few vehicles a month.',
      monthlyPrice: 29,
      listingsIncluded: 3,
      featuredCredits: 1,
      displayOrder: 1,
      createdAt,
      updatedAt: createdAt,
    },
    {
      name: 'Dealer',
      description: 'For small dealers with a steady stock to move.',
      monthlyPrice: 99,
      listingsIncluded: 15,
      featuredCredits: 5,
      displayOrder: 2,
      createdAt,
      updatedAt: createdAt,
    },
    {
      name: 'Pro',
      description: 'For high-volume dealers and fleets.',
      monthlyPrice: 249,
      listingsIncluded: 50,
      featuredCredits: 15,
      displayOrder: 3,
      createdAt,
      updatedAt: createdAt,
    },
  ];
}
