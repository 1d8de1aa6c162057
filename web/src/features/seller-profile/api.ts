import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { sellerProfileSchema } from '../../../../domain/membership/seller-profile-wire.ts';
import { memberFeedbackSchema } from '../../../../domain/deals/deal-feedback.ts';

export type { SellerListing, SellerProfile } from '../../../../domain/membership/seller-profile.ts';

/** GET /api/sellers/{id}/profile?exclude={auctionId}: profile, SPEC 7 counts, SPEC 9 reputation, other live listings. */
export function useSellerProfile(sellerId: string, excludeAuctionId: string) {
  return useQuery({
    queryKey: ['seller-profile', sellerId, excludeAuctionId],
    queryFn: () => api(`/api/sellers/${sellerId}/profile?exclude=${excludeAuctionId}`, { schema: sellerProfileSchema }),
  });
}

/** GET /api/members/{id}/feedback: the rating the seller's buyers gave, shown beside SPEC 9's reputation. */
export function useSellerRating(sellerId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['member-feedback', sellerId],
    queryFn: () => api(`/api/members/${sellerId}/feedback`, { schema: memberFeedbackSchema }),
    enabled,
  });
}
