import { useParams } from 'react-router';
import { findMakeBySegment, findModelBySegment, getCategory } from '../../../domain/vehicle-catalogue.ts';
import { cardBidAction } from '../features/bidding/bid-button.tsx';
import { ListingBrowser } from '../features/listings/listing-browser.tsx';
import { SaveSearchButton } from '../features/saved-searches/save-search-button.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /category/{category}[/{make}[/{model}]]: make and model are path segments of the catalogue (SPEC 2). */
export function CategoryPage() {
  const params = useParams();
  const category = getCategory(params.category ?? '');
  if (!category) return <NotFoundPage />;
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
