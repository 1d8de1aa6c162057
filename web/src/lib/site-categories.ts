import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client.ts';
import { VEHICLE_CATEGORIES } from '../../../domain/listings/vehicle-categories.ts';
import type { CategoryPageInfo, PublicCategory } from '../../../domain/listings/site-categories.ts';

export type { CategoryPageInfo, PublicCategory };

// The menus and filters are on every page's first paint: the schemas load only when answers are checked.
const siteCategories = () => import('../../../domain/listings/site-categories.ts');

/** SPEC 7: the categories shown on the site (active ones), in the admin's order. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await api('/api/categories', { loadSchema: () => siteCategories().then((m) => m.publicCategoriesSchema) })).categories,
  });
}

/** A category to browse: its address and name. */
export interface BrowseCategory {
  slug: string;
  title: string;
}

const BUILT_IN: BrowseCategory[] = VEHICLE_CATEGORIES.map((c) => ({ slug: c.slug, title: c.name }));

/**
 * The categories the browse filters and menus offer: the shown ones, in the admin's
 * order, with their names; a hidden one is left out. Until the list arrives (or when it cannot be read),
 * the seven built-in ones (SPEC 8's fallback).
 */
export function useBrowseCategories(): BrowseCategory[] {
  const list = useCategories();
  return list.data ? list.data.map((c) => ({ slug: c.slug, title: c.title })) : BUILT_IN;
}

/** One category by its address, shown or hidden (null: no category has it). */
export function useCategoryPage(slug: string, enabled = true) {
  return useQuery({
    queryKey: ['categories', 'page', slug],
    enabled,
    queryFn: async () => {
      try {
        return await api(`/api/categories/${encodeURIComponent(slug)}`, { loadSchema: () => siteCategories().then((m) => m.categoryPageSchema) });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}
