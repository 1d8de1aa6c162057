import { categoryName, categoryPath } from '../../../domain/listings/vehicle-categories.ts';
import { findMakeBySegment, findModelBySegment, getCategory } from '../../../domain/listings/vehicle-catalogue.ts';
import type { ListingKind } from '../../../domain/listings/listing-filters.ts';

export interface SavedSearchTarget {
  /** The page's canonical path. */
  path: string;
  kind: ListingKind;
  /** Filters the page's path fixes (a category page's category, make and model). */
  fixed: Partial<Record<'category' | 'make' | 'model', string>>;
  /** The page's name, the last part of a search's default name. */
  label: string;
}

/** The pages whose search can be saved: /auctions, /classifieds and a category page; null for any other. */
export function savedSearchTarget(rawPath: string): SavedSearchTarget | null {
  const path = rawPath.replace(/\/+$/, '') || '/';
  if (path === '/auctions') return { path, kind: 'auctions', fixed: {}, label: 'Live Auctions' };
  if (path === '/classifieds') return { path, kind: 'classifieds', fixed: {}, label: 'Classifieds' };
  const m = /^\/category\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path);
  if (!m) return null;
  let segments: string[];
  try {
    segments = m
      .slice(1)
      .filter((s): s is string => s !== undefined)
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const category = getCategory(segments[0]!);
  if (!category) return null;
  const make = segments[1] !== undefined ? findMakeBySegment(category.slug, segments[1]) : undefined;
  if (segments[1] !== undefined && !make) return null;
  const model = make && segments[2] !== undefined ? findModelBySegment(category.slug, make, segments[2]) : undefined;
  if (segments[2] !== undefined && !model) return null;
  return {
    path: categoryPath(category.slug, make, model),
    kind: 'all',
    fixed: { category: category.slug, ...(make && { make }), ...(model && { model }) },
    label: [make, model].filter(Boolean).join(' ') || categoryName(category.slug) || category.name,
  };
}
