import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { HeroContent } from '../../../../domain/listings/listing-card.ts';

export type { HeroContent };
/** The fields a hero slide shows. */
export type HeroSlideListing = HeroContent['slides'][number];

export function useHero() {
  // Under 'listings' so live bid events patch the slides' prices too.
  return useQuery({
    queryKey: ['listings', 'hero'],
    queryFn: () => api('/api/listings/hero', { loadSchema: () => import('../../../../domain/listings/listing-card.ts').then((m) => m.heroContentSchema) }),
  });
}

/** SPEC 2: the grid shows when show_browse_categories is true or 'true'; an unset setting hides it. */
export function useShowBrowseCategories() {
  return useQuery({
    queryKey: ['settings', 'show_browse_categories'],
    queryFn: async () => {
      try {
        const res = await api('/api/settings/show_browse_categories', {
          loadSchema: () => import('../../../../domain/shared/public-settings.ts').then((m) => m.publicSettingSchema),
        });
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
    queryFn: async () =>
      (
        await api('/api/listings/category-counts', {
          loadSchema: () => import('../../../../domain/listings/listing-card.ts').then((m) => m.categoryCountsSchema),
        })
      ).counts,
  });
}
