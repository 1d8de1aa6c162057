import { Link } from 'react-router';
import { BadgeCheck, Camera, ClipboardCheck, FileEdit, Gavel, Globe2, Rocket, ShieldCheck, Star, Users } from 'lucide-react';
import { formatUsd } from '../../../domain/shared/format.ts';
import { DEFAULT_FEATURED_LISTING_FEE_CENTS, featuredFeeDollars } from '../../../domain/listings/featured-fee.ts';
import { useFeaturedFee } from '../features/my-auctions/api.ts';
import { MembershipPlanCards, PLANS_ANCHOR } from '../features/membership/plan-cards.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { buttonClass } from '../ui/button.tsx';
import { CtaBand, IconCardGrid, InfoHero, InfoSection, PriceTable, StepList, type IconCardItem, type StepItem } from '../features/info-pages/info-blocks.tsx';

const WHY: IconCardItem[] = [
  {
    icon: Users,
    title: 'Serious, verified bidders',
    body: <p>Every bidder holds a $250 payment authorization before placing a bid, so the bids on your vehicle come from buyers who can pay.</p>,
  },
  {
    icon: Gavel,
    title: 'Auction or classified',
    body: <p>Run a timed auction with an optional reserve and Buy It Now, or list at a fixed price and let buyers contact you directly.</p>,
  },
  {
    icon: Globe2,
    title: 'Seven categories',
    body: <p>Cars, motorcycles, trucks and buses, trailers, boats, heavy equipment and RVs, each with its own audience browsing by make and model.</p>,
  },
  {
    icon: ShieldCheck,
    title: 'Reviewed listings',
    body: <p>Our team checks every listing before it goes live, so buyers trust what they see, and you get a second pair of eyes on yours.</p>,
  },
  {
    icon: Rocket,
    title: 'Live bidding to the last second',
    body: <p>Bids, prices and countdowns update live for every viewer; a late bid extends the auction, so nobody wins by sniping.</p>,
  },
  {
    icon: BadgeCheck,
    title: 'A second chance',
    body: <p>Missed your reserve? Negotiate with the highest bidder, or renew the auction in a couple of clicks.</p>,
  },
];

const STEPS: StepItem[] = [
  {
    icon: FileEdit,
    title: 'Create your draft',
    body: <p>Describe the vehicle, its title, condition and history. Your draft saves as you type, so you can finish it later on any device.</p>,
  },
  { icon: Camera, title: 'Add photos and videos', body: <p>Upload exterior and interior photos, videos and YouTube links, and choose the cover photo.</p> },
  {
    icon: ClipboardCheck,
    title: 'Submit for approval',
    body: <p>Set your prices and schedule, optionally feature the listing, and submit. Our team reviews it and tells you by e-mail.</p>,
  },
  {
    icon: Gavel,
    title: 'Go live',
    body: <p>Once approved, your listing goes live at the start time you chose. Follow bids, watchers and views from My Auctions.</p>,
  },
];

/** /sell: why sell here, what it costs, the steps from draft to live. */
export function SellPage() {
  const { user } = useAuth();
  const fee = useFeaturedFee();
  const feeText = formatUsd(featuredFeeDollars(fee.data ?? DEFAULT_FEATURED_LISTING_FEE_CENTS));
  // Signed-out visitors sign in first and come back to the form (SPEC 2: /auth carries the return location).
  const cta = (label: string, variant: 'primary' | 'secondary' = 'primary') =>
    user ? (
      <Link to="/create-auction" className={buttonClass(variant, 'lg')}>
        {label}
      </Link>
    ) : (
      <Link to="/auth?tab=signup" state={{ from: '/create-auction', defaultTab: 'signup' }} className={buttonClass(variant, 'lg')}>
        {label}
      </Link>
    );

  return (
    <>
      <InfoHero
        eyebrow="Sell with us"
        title="Sell your vehicle to buyers who are ready to bid"
        lead={
          <p>
            List a car, motorcycle, truck, trailer, boat, machine or RV as a timed auction or a classified. Listing is free; you pay only for the extras you
            choose.
          </p>
        }
      >
        {cta('List Your Vehicle')}
      </InfoHero>

      <InfoSection id="why" eyebrow="Why sell here" title="Built for sellers of serious vehicles">
        <IconCardGrid items={WHY} />
      </InfoSection>

      <InfoSection id="costs" eyebrow="Costs" title="What it costs" tone="muted" narrow>
        <PriceTable
          caption="Selling costs"
          rows={[
            { name: 'Listing', detail: 'Auction or classified, photos and videos included.', amount: 'Free' },
            {
              name: 'Featured listing (optional)',
              detail: (
                <span className="inline-flex items-start gap-1.5">
                  <Star className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> Top placement on the home page and in search. Held at checkout and
                  charged only when your listing is approved.
                </span>
              ),
              amount: feeText,
            },
            { name: 'Buyer fee', detail: 'Paid by the winning bidder, not by you: 2.5% of the winning bid.', amount: '2.5%' },
          ]}
        />
      </InfoSection>

      <InfoSection
        id={PLANS_ANCHOR}
        eyebrow="Membership plans"
        title="Selling often? Choose a monthly plan"
        intro={
          <p>
            A plan includes a set number of listings and featured credits every month, one month at a time. Without a plan nothing changes: you list as
            described above.
          </p>
        }
      >
        <MembershipPlanCards />
      </InfoSection>

      <InfoSection id="steps" eyebrow="How it works" title="From draft to live in four steps">
        <StepList steps={STEPS} label="Steps from draft to live" />
      </InfoSection>

      <CtaBand title="Ready to list your vehicle?" body={<p>Start a draft now; it saves as you go.</p>}>
        {cta('Start Your Listing')}
      </CtaBand>
    </>
  );
}
