import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { SellerProfile } from '../../../../domain/seller-profile.ts';

export type { SellerListing, SellerProfile } from '../../../../domain/seller-profile.ts';

/** GET /api/sellers/{id}/profile?exclude={auctionId}: profile, SPEC 7 counts, SPEC 9 reputation, other live listings. */
export function useSellerProfile(sellerId: string, excludeAuctionId: string) {
  return useQuery({
    queryKey: ['seller-profile', sellerId, excludeAuctionId],
    queryFn: () => api<SellerProfile>(`/api/sellers/${sellerId}/profile?exclude=${excludeAuctionId}`),
  });
}
