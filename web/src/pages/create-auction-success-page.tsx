import { Link, useLocation } from 'react-router';
import { CalendarClock, CheckCircle2, ShieldCheck, Radio } from 'lucide-react';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { LoadingState } from '../features/auth/loading-state.tsx';
import { useMyListings, type SellerListing } from '../features/my-auctions/api.ts';
import { PageContainer, PageHeader } from '../ui/page.tsx';
import { buttonClass } from '../ui/button.tsx';

/** What the listing form passes on submitting (the listing's id, checked here). */
interface SuccessState {
  auctionId?: string;
  featuredFailed?: boolean;
}

/**
 * /create-auction-success (SPEC 2): says a listing was submitted only to its signed-in seller, right after
 * submitting it; anyone else (a visitor, a typed address, another member) reads that there is nothing to show.
 */
export function CreateAuctionSuccessPage() {
  return (
    <PageContainer narrow>
      <RequireAuth>
        <SubmittedListing />
      </RequireAuth>
    </PageContainer>
  );
}

function SubmittedListing() {
  const state = (useLocation().state ?? {}) as SuccessState;
  const listings = useMyListings();
  if (!state.auctionId) return <NothingSubmitted />;
  if (listings.isPending) return <LoadingState />;
  if (listings.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        Failed to load your listings. {listings.error.message}
      </p>
    );
  }
  const listing = listings.data.find((l) => l.id === state.auctionId);
  return listing ? <Submitted listing={listing} featuredFailed={state.featuredFailed === true} /> : <NothingSubmitted />;
}

function Submitted({ listing, featuredFailed }: { listing: SellerListing; featuredFailed: boolean }) {
  const classified = listing.listing_type === 'classified';
  const steps = [
    { icon: CheckCircle2, title: 'Submitted', text: 'Your listing is saved and awaiting approval. You can follow it in My Auctions.' },
    { icon: ShieldCheck, title: 'Admin approval', text: 'Our team checks the details and photos, usually within one business day. We e-mail you either way.' },
    classified
      ? { icon: Radio, title: 'Live', text: 'Once approved, your classified is live and buyers contact you directly.' }
      : {
          icon: CalendarClock,
          title: 'Scheduled, then live',
          text: 'Once approved, your auction is scheduled (buyers can pre-bid) and goes live at its start time.',
        },
  ];
  return (
    <>
      <PageHeader title="Listing Submitted" subtitle={`Thank you! Our team reviews every listing before it goes live: "${listing.title}" is in the queue.`} />
      {featuredFailed && (
        <p role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          The featured listing checkout could not be started, so your listing was submitted without the featured option. Nothing was charged.
        </p>
      )}
      <ol className="space-y-4">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <s.icon aria-hidden className={i === 0 ? 'size-6 shrink-0 text-emerald-600' : 'size-6 shrink-0 text-slate-400'} />
            <div>
              <p className="font-semibold text-slate-900">{s.title}</p>
              <p className="text-sm text-slate-600">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/my-auctions" className={buttonClass('primary')}>
          Go to My Auctions
        </Link>
        <Link to={listing.path} className={buttonClass('secondary')}>
          Preview your listing
        </Link>
        <Link to="/create-auction" className={buttonClass('ghost')}>
          List another vehicle
        </Link>
      </div>
    </>
  );
}

function NothingSubmitted() {
  return (
    <>
      <PageHeader
        title="No listing to show"
        subtitle="This page confirms a listing right after you submit it. Your listings, and any drafts you have not submitted yet, are in My Auctions."
      />
      <div className="flex flex-wrap gap-3">
        <Link to="/my-auctions" className={buttonClass('primary')}>
          Go to My Auctions
        </Link>
        <Link to="/create-auction" className={buttonClass('secondary')}>
          List a vehicle
        </Link>
      </div>
    </>
  );
}
