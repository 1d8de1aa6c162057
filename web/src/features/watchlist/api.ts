import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** PUT /api/watchlist/{auctionId} adds, DELETE removes (SPEC 7); 401 for visitors. */
export function useSetWatching() {
  return useMutation({
    mutationFn: ({ auctionId, watching }: { auctionId: string; watching: boolean }) =>
      api<{ auctionId: string; watching: boolean }>(`/api/watchlist/${auctionId}`, { method: watching ? 'PUT' : 'DELETE' }),
  });
}
