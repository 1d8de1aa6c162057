import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { lines, paragraphs, type AuctionDetail } from '../../../../domain/listings/auction-detail.ts';
import { initials } from '../../../../domain/community/relative-time.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { DateText } from '../../ui/date-text.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { useIsDesktop } from '../../lib/use-is-desktop.ts';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';

interface DetailTabsProps {
  auction: AuctionDetail;
  /** The comments, embedded at the end of the Description section (SPEC 2). */
  comments: ReactNode;
  onViewProfile: () => void;
  /** Shown under the seller's bio (the community's follow and 'Message Seller'). */
  sellerActions?: ReactNode;
}

/** SPEC 2: tabs on large screens (Description, Bid History except classifieds, Seller Info); stacked sections on mobile. */
export function DetailTabs({ auction, comments, onViewProfile, sellerActions }: DetailTabsProps) {
  const desktop = useIsDesktop();
  const sections = [
    { value: 'description', label: 'Description', body: <Description auction={auction} comments={comments} /> },
    ...(auction.listingType === 'classified' ? [] : [{ value: 'bids', label: 'Bid History', body: <BidHistory auction={auction} /> }]),
    { value: 'seller', label: 'Seller Info', body: <SellerInfo auction={auction} onViewProfile={onViewProfile} actions={sellerActions} /> },
  ];

  if (!desktop) {
    return (
      <div className="space-y-8" data-testid="detail-sections">
        {sections.map((s) => (
          <section key={s.value} aria-labelledby={`section-${s.value}`} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id={`section-${s.value}`} className="mb-4 text-lg font-bold text-slate-900">
              {s.label}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    );
  }
  return (
    <Tabs defaultValue="description" className="rounded-2xl border border-slate-200 bg-white">
      <TabList aria-label="Listing details" className="px-2">
        {sections.map((s) => (
          <Tab key={s.value} value={s.value}>
            {s.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((s) => (
        <TabPanel key={s.value} value={s.value} className="p-6">
          {s.body}
        </TabPanel>
      ))}
    </Tabs>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mt-8 mb-3 text-base font-bold text-slate-900">{children}</h3>;
}

function Description({ auction, comments }: { auction: AuctionDetail; comments: ReactNode }) {
  const text = paragraphs(auction.description);
  const highlights = lines(auction.optionsAndHighlights);
  const mods = lines(auction.modificationsList);
  return (
    <div data-testid="description">
      {text.length === 0 ? (
        <p className="text-slate-500">No description available.</p>
      ) : (
        text.map((p, i) => (
          <p key={i} className="mb-4 leading-7 whitespace-pre-line text-slate-700">
            {p}
          </p>
        ))
      )}
      {highlights.length > 0 && (
        <>
          <Subheading>Key Options &amp; Highlights</Subheading>
          <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            {highlights.map((h) => (
              <li key={h} className="flex gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
                {h}
              </li>
            ))}
          </ul>
        </>
      )}
      {auction.hasFlaws === 'yes' && (
        <>
          <Subheading>Condition &amp; Flaws</Subheading>
          <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 whitespace-pre-line text-amber-950">
            {auction.flawsDescription?.trim() || 'The seller reports flaws; ask in the comments for details.'}
          </p>
        </>
      )}
      {mods.length > 0 && (
        <>
          <Subheading>Modifications</Subheading>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {mods.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      )}
      {comments}
    </div>
  );
}

function BidHistory({ auction }: { auction: AuctionDetail }) {
  if (auction.bids.length === 0) return <p className="text-slate-500">No bids yet. Be the first to bid!</p>;
  return (
    <div>
      <p className="mb-3 text-sm text-slate-500">
        {auction.bidCount} {auction.bidCount === 1 ? 'bid' : 'bids'} in total · latest {auction.bids.length} shown
      </p>
      <ol className="divide-y divide-slate-100" data-testid="bid-history">
        {auction.bids.map((b, i) => (
          <li key={b.id} className="flex items-center justify-between gap-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
                {initials(b.bidderName)}
              </span>
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium text-slate-900">{b.bidderName}</span>
                  {/* Who is speaking, as in the comments. */}
                  {b.verified && <VerifiedBadge />}
                  {b.isBidder && (
                    <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                      Bidder
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-500">
                  <DateText ms={Date.parse(b.createdAt)} />
                </p>
              </div>
            </div>
            <span className={cn('font-semibold tabular-nums', i === 0 ? 'text-emerald-700' : 'text-slate-900')}>{formatUsd(b.amount)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function SellerInfo({ auction, onViewProfile, actions }: { auction: AuctionDetail; onViewProfile: () => void; actions?: ReactNode }) {
  const name = auction.seller.displayName?.trim() || 'Anonymous Seller';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="seller-info">
      {auction.seller.avatarUrl ? (
        <img src={auction.seller.avatarUrl} alt="" className="size-16 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xl font-semibold text-white">
          {initials(name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {name}
          {auction.seller.isVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-700 ring-1 ring-sky-200">
              <BadgeCheck className="size-3.5" aria-hidden />
              Verified
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">Standard</span>
          )}
        </p>
        {auction.seller.bio && <p className="mt-2 text-sm leading-6 text-slate-700">{auction.seller.bio}</p>}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={onViewProfile}>
            View Full Profile
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}
