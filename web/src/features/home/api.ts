import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { HeroContent } from '../../../../domain/listing-card.ts';

export type { HeroContent };
/** The fields a hero slide shows. */
export type HeroSlideListing = HeroContent['slides'][number];

export function useHero() {
  // Under 'listings' so live bid events patch the slides' prices too.
  return useQuery({ queryKey: ['listings', 'hero'], queryFn: () => api<HeroContent>('/api/listings/hero') });
}

/** SPEC 2: the grid shows when show_browse_categories is true or 'true'; an unset setting hides it. */
export function useShowBrowseCategories() {
  return useQuery({
    queryKey: ['settings', 'show_browse_categories'],
    queryFn: async () => {
      try {
        const res = await api<{ value: unknown }>('/api/settings/show_browse_categories');
        return res.value === true || res.value === 'true';
      } catch {
        return false;
      }
    },
  });
}

export function useCategoryCounts() {
  return useQuery({
    queryKey: ['listings', 'category-counts'],
    queryFn: async () => (await api<{ counts: Record<string, number> }>('/api/listings/category-counts')).counts,
  });
}
