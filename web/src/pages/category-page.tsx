import { useParams } from 'react-router';
import { findMakeBySegment, findModelBySegment, getCategory } from '../../../domain/listings/vehicle-catalogue.ts';
import { cardBidAction } from '../features/bidding/bid-button.tsx';
import { useCategoryPage } from '../lib/site-categories.ts';
import { ListingBrowser } from '../features/listings/listing-browser.tsx';
import { SaveSearchButton } from '../features/saved-searches/save-search-button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * /category/{category}[/{make}[/{model}]]: make and model are path segments of the catalogue (SPEC 2). A
 * category an admin added has no makes in the catalogue: its page lists it whole, and it
 * stays reachable when hidden, as the built-in ones do.
 */
export function CategoryPage() {
  const params = useParams();
  const slug = params.category ?? '';
  const category = getCategory(slug);
  const added = useCategoryPage(slug, !category && !params.make);
  if (!category) {
    if (params.make) return <NotFoundPage />;
    if (added.isPending) return <CategoryPageSkeleton />;
    if (!added.data) return added.isError ? <AddedCategory slug={slug} title={slug} /> : <NotFoundPage />;
    return <AddedCategory slug={added.data.slug} title={added.data.title} />;
  }
  const make = params.make ? findMakeBySegment(category.slug, params.make) : undefined;
  if (params.make && !make) return <NotFoundPage />;
  const model = make && params.model ? findModelBySegment(category.slug, make, params.model) : undefined;
  if (params.model && !model) return <NotFoundPage />;
  const title = [make, model].filter(Boolean).join(' ') || category.name;
  const fixed = { category: category.slug, ...(make && { make }), ...(model && { model }) };
  return (
    <PageContainer>
      <PageHeader eyebrow={category.name} title={title} subtitle={`Live auctions and classifieds for ${title}.`} />
      <ListingBrowser
        key={`${category.slug}/${make ?? ''}/${model ?? ''}`}
        kind="all"
        fixed={fixed}
        bidAction={cardBidAction}
        actions={<SaveSearchButton label={title} />}
        emptyTitle={`No ${title} listings right now`}
        emptyText="Nothing matches here at the moment. Check back soon, or widen your search."
      />
    </PageContainer>
  );
}

function AddedCategory({ slug, title }: { slug: string; title: string }) {
  return (
    <PageContainer>
      <PageHeader eyebrow="Category" title={title} subtitle={`Live auctions and classifieds for ${title}.`} />
      <ListingBrowser
        key={slug}
        kind="all"
        fixed={{ category: slug }}
        bidAction={cardBidAction}
        actions={<SaveSearchButton label={title} />}
        emptyTitle={`No ${title} listings right now`}
        emptyText="Nothing matches here at the moment. Check back soon, or widen your search."
      />
    </PageContainer>
  );
}

function CategoryPageSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-label="Loading" className="space-y-3 py-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
    </PageContainer>
  );
}
