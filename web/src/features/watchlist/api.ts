import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { WatchedPage } from '../../../../domain/community/watchlist-wire.ts';

export type { WatchedPage };

// The watch button is on cards of the first paint: the schemas load only when answers are checked.
const watchlistWire = () => import('../../../../domain/community/watchlist-wire.ts');

/** PUT /api/watchlist/{auctionId} adds, DELETE removes (SPEC 7); 401 for visitors. */
export function useSetWatching() {
  return useMutation({
    mutationFn: ({ auctionId, watching }: { auctionId: string; watching: boolean }) =>
      api(`/api/watchlist/${auctionId}`, { method: watching ? 'PUT' : 'DELETE', loadSchema: () => watchlistWire().then((m) => m.watchingSchema) }),
  });
}

// Under 'listings' so that live bids patch the watched cards like every other card (SPEC 4 "Live bids").
export const WATCHLIST_KEY = ['listings', 'watchlist'] as const;

/** The watched listings, newest watched first, page by page (keyset cursor). */
export function useWatchlist() {
  return useInfiniteQuery({
    queryKey: WATCHLIST_KEY,
    queryFn: ({ pageParam }) =>
      api(`/api/watchlist${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        loadSchema: () => watchlistWire().then((m) => m.watchedPageSchema),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Watching happens on other pages: the list is read again on every visit.
    refetchOnMount: 'always',
  });
}

/** 'Removed from watchlist' takes the card off the page at once. */
export function useRemoveWatched() {
  const queryClient = useQueryClient();
  const setWatching = useSetWatching();
  return {
    ...setWatching,
    remove: (auctionId: string, handlers: { onSuccess: () => void; onError: () => void }) =>
      setWatching.mutate(
        { auctionId, watching: false },
        {
          onSuccess: () => {
            queryClient.setQueryData<InfiniteData<WatchedPage>>(WATCHLIST_KEY, (old) =>
              old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== auctionId) })) } : old,
            );
            handlers.onSuccess();
          },
          onError: handlers.onError,
        },
      ),
  };
}
