import { Link, useLocation } from 'react-router';
import { CalendarClock, CheckCircle2, ShieldCheck, Radio } from 'lucide-react';
import { PageContainer, PageHeader } from '../ui/page.tsx';
import { buttonClass } from '../ui/button.tsx';

interface SuccessState {
  path?: string;
  listingType?: 'auction' | 'classified';
  featuredFailed?: boolean;
}

export function CreateAuctionSuccessPage() {
  const state = (useLocation().state ?? {}) as SuccessState;
  const classified = state.listingType === 'classified';
  const steps = [
    { icon: CheckCircle2, title: 'Submitted', text: 'Your listing is saved and awaiting approval. You can follow it in My Auctions.' },
    { icon: ShieldCheck, title: 'Admin approval', text: 'Our team checks the details and photos, usually within one business day. We e-mail you either way.' },
    classified
      ? { icon: Radio, title: 'Live', text: 'Once approved, your classified is live and buyers contact you directly.' }
      : { icon: CalendarClock, title: 'Scheduled, then live', text: 'Once approved, your auction is scheduled (buyers can pre-bid) and goes live at its start time.' },
  ];
  return (
    <PageContainer narrow>
      <PageHeader title="Listing Submitted" subtitle="Thank you! Our team reviews every listing before it goes live." />
      {state.featuredFailed && (
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
        {state.path && (
          <Link to={state.path} className={buttonClass('secondary')}>
            Preview your listing
          </Link>
        )}
        <Link to="/create-auction" className={buttonClass('ghost')}>
          List another vehicle
        </Link>
      </div>
    </PageContainer>
  );
}
