import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../ui/page.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Button } from '../ui/button.tsx';
import { DraftPicker } from '../features/create-listing/draft-picker.tsx';
import { ListingWizard } from '../features/create-listing/listing-wizard.tsx';
import { DEFAULT_FEATURED_FEE_CENTS, useDraft, useFeaturedFeeCents } from '../features/create-listing/api.ts';

export function CreateAuctionPage() {
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const draft = useDraft(draftId);
  const fee = useFeaturedFeeCents();
  return (
    <PageContainer>
      <PageHeader title="List Your Vehicle" subtitle="Describe your vehicle, add photos and choose how to sell it. Your draft is saved as you type." />
      {!draftId ? (
        <DraftPicker onOpen={(id) => setParams({ draft: id })} />
      ) : draft.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : draft.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          <p>This draft could not be opened. It may have been submitted or deleted.</p>
          <Button variant="secondary" className="mt-3" onClick={() => setParams({})}>
            Back to your drafts
          </Button>
        </div>
      ) : (
        <ListingWizard key={draft.data.id} draft={draft.data} featuredFeeCents={fee.data ?? DEFAULT_FEATURED_FEE_CENTS} />
      )}
    </PageContainer>
  );
}
