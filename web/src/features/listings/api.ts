import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLive, type LiveMessage } from '../../lib/live-client.ts';
import type { ListingCard, ListingPage } from '../../../../domain/listings/listing-card.ts';

export type { SoldItem, SoldResults } from '../../../../domain/listings/sold-results.ts';
export type { ListingCard, ListingPage };

// Cards are the home and listing pages' first paint: the schemas load only when answers are checked (decision 009).
const listingCards = () => import('../../../../domain/listings/listing-card.ts');

// Every listing query key starts with 'listings', so live events patch them all at once.
export const LISTINGS_KEY = 'listings';

export function useEndingSoon() {
  return useQuery({
    queryKey: [LISTINGS_KEY, 'ending-soon'],
    queryFn: async () => (await api('/api/listings/ending-soon', { loadSchema: () => listingCards().then((m) => m.listingCardsSchema) })).items,
  });
}

export function useTrending(enabled = true) {
  return useQuery({
    queryKey: [LISTINGS_KEY, 'trending'],
    queryFn: async () => (await api('/api/listings/trending', { loadSchema: () => listingCards().then((m) => m.listingCardsSchema) })).items,
    enabled,
  });
}

/** SPEC 8: a failed recommendation falls back to trending (the caller shows trending on error). */
export function useRecommended(userId: string | null) {
  return useQuery({
    queryKey: [LISTINGS_KEY, 'recommended', userId],
    queryFn: async () => (await api('/api/listings/recommended', { loadSchema: () => listingCards().then((m) => m.recommendedCardsSchema) })).items,
    enabled: userId !== null,
    retry: false,
  });
}

// ------------------------------------------------------------ live prices

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIVE_FIELDS = ['currentBid', 'endTime', 'reserveMet', 'status', 'bidCount'] as const;

function patchCard<T extends { id: string }>(card: T, id: string, data: Record<string, unknown>): T {
  if (card.id !== id) return card;
  const next: Record<string, unknown> = { ...card };
  for (const f of LIVE_FIELDS) if (data[f] !== undefined && data[f] !== null) next[f] = data[f];
  return next as T;
}

/** Applies a live event's fields to every cached card of that auction (lists, pages, hero slides). */
export function applyLiveEvent(client: QueryClient, id: string, data: Record<string, unknown>): void {
  const patch = (old: unknown): unknown => {
    if (!old || typeof old !== 'object') return old;
    if (Array.isArray(old)) return old.map((c: { id: string }) => patchCard(c, id, data));
    const value = old as Record<string, unknown>;
    const out: Record<string, unknown> = { ...value };
    for (const key of ['items', 'slides']) {
      const list = value[key];
      if (Array.isArray(list)) out[key] = list.map((c: { id: string }) => patchCard(c, id, data));
    }
    // Pages of an infinite query (the watchlist's keyset pages).
    if (Array.isArray(value.pages)) out.pages = value.pages.map(patch);
    return out;
  };
  client.setQueriesData({ queryKey: [LISTINGS_KEY] }, patch);
}

/** Cards show live prices: bids and auction updates of the auctions on screen patch the query cache. */
export function useLiveCards(ids: readonly string[]): void {
  const client = useQueryClient();
  // Built-in sample listings (SPEC 8 fallback) have no channel: only real ids subscribe.
  const channels = [...new Set(ids)]
    .filter((id) => UUID.test(id))
    .sort()
    .map((id) => `auction:${id}`);
  // 'bids.recomputed': a suspended member's bids were cancelled; the price may go down.
  useLive(channels, ['bid.placed', 'auction.updated', 'bids.recomputed'], (m: LiveMessage) => {
    const id = m.channel.slice('auction:'.length);
    if (id) applyLiveEvent(client, id, m.data);
  });
}
