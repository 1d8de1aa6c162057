import { Link } from 'react-router';
import {
  ArrowRight,
  Car,
  Caravan,
  ClipboardCheck,
  Construction,
  Container,
  Eye,
  FileText,
  Handshake,
  Heart,
  LifeBuoy,
  Motorbike,
  Scale,
  ShieldCheck,
  Ship,
  Store,
  Timer,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { PageContainer } from '../ui/page.tsx';
import { CtaBand, IconCardGrid, InfoHero, InfoSection, type IconCardItem } from '../features/info-pages/info-blocks.tsx';

const CATEGORIES: Array<{ slug: string; name: string; icon: LucideIcon }> = [
  { slug: 'cars', name: 'Cars', icon: Car },
  { slug: 'motorcycles', name: 'Motorcycles', icon: Motorbike },
  { slug: 'heavy-duty-trucks-buses', name: 'Heavy-Duty Trucks/Buses', icon: Truck },
  { slug: 'trailers', name: 'Trailers', icon: Container },
  { slug: 'boats', name: 'Boats', icon: Ship },
  { slug: 'heavy-equipment', name: 'Heavy Equipment', icon: Construction },
  { slug: 'rvs', name: 'RVs', icon: Caravan },
];

const DIFFERENCES: IconCardItem[] = [
  {
    icon: ShieldCheck,
    title: 'Serious bidders only',
    body: (
      <p>
        Every bidder holds a $250 authorization before bidding, making offers or messaging sellers, renewed each time the card hold lapses (after 7 days). It is
        a hold, not a charge, and it keeps auctions free of throwaway accounts.
      </p>
    ),
  },
  {
    icon: Timer,
    title: 'Rules you can read',
    body: (
      <p>
        $100 minimum increments, proxy bidding that never overpays, a 2-minute soft close that ends sniping, and a “Reserve Met” badge so you always know where
        you stand. The same rules apply to everyone.
      </p>
    ),
  },
  {
    icon: FileText,
    title: 'Honest listings',
    body: (
      <p>
        Sellers disclose flaws, modifications, title status and liens up front. Questions and answers happen in public comments, where every bidder can read
        them.
      </p>
    ),
  },
  {
    icon: Handshake,
    title: 'A second chance at a deal',
    body: (
      <p>
        When bidding falls short of the reserve, the seller and the highest bidder get 48 hours to negotiate. Sellers can also renew the auction with a new
        schedule and pricing.
      </p>
    ),
  },
  {
    icon: Store,
    title: 'Auctions and classifieds together',
    body: <p>Bid on timed auctions, place presale bids on upcoming ones, or buy at a fixed price from classifieds, where many sellers also accept offers.</p>,
  },
  {
    icon: LifeBuoy,
    title: 'People behind the platform',
    body: (
      <p>
        Our team reviews listings and renewals before they go live and steps in when a deal is disputed. When you write to us, a person replies within one
        business day.
      </p>
    ),
  },
];

const VALUES: IconCardItem[] = [
  {
    icon: Eye,
    title: 'Transparency first',
    body: <p>We show the rules, the fees and the bid history. If something matters to your decision, it belongs on the page.</p>,
  },
  {
    icon: Scale,
    title: 'Fair to both sides',
    body: <p>Buyers deserve an honest description; sellers deserve bidders who mean it. Every rule we write has to work for both.</p>,
  },
  {
    icon: Heart,
    title: 'Enthusiasts at heart',
    body: <p>We care as much about a well-kept work truck as about a concours classic. Every vehicle has an owner who looked after it.</p>,
  },
  {
    icon: Wrench,
    title: 'Fix it properly',
    body: <p>When something goes wrong we say so, put it right and change the process so it doesn’t happen again.</p>,
  },
];

function Mission() {
  return (
    <InfoSection id="mission" eyebrow="Our mission" title="Make every vehicle sale honest, transparent and fair">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="max-w-2xl space-y-4 text-base leading-7 text-slate-700 md:text-lg md:leading-8">
          <p>
            Buying a vehicle from a stranger takes trust, and too often online listings make that harder: vague descriptions, hidden fees, bidding that ends in
            a last-second snipe. We started VehicleBid in 2025 to do it differently.
          </p>
          <p>
            Sellers describe their vehicles honestly, flaws included. Buyers bid under rules that are written down and applied the same way every time. And when
            an auction doesn’t quite meet the seller’s reserve, both sides get a fair chance to make a deal anyway.
          </p>
        </div>
        <figure className="rounded-2xl border border-brand-100 bg-brand-50 p-6 md:p-8">
          <blockquote className="text-lg leading-8 font-medium text-slate-900">
            “A good sale is one where the buyer and the seller would both do it again.”
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold text-brand-700">The principle behind every VehicleBid rule</figcaption>
        </figure>
      </div>
    </InfoSection>
  );
}

function Categories() {
  return (
    <InfoSection
      id="categories"
      tone="muted"
      eyebrow="What we list"
      title="From weekend cruisers to working machines"
      intro="Seven categories, one set of rules."
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
        {CATEGORIES.map(({ slug, name, icon: Icon }) => (
          <li key={slug}>
            <Link
              to={`/category/${slug}`}
              className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-12 place-items-center rounded-full bg-slate-900 text-brand-400 transition-colors group-hover:bg-brand-500 group-hover:text-slate-950">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="text-sm font-semibold text-slate-900">{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

function Differences() {
  return (
    <InfoSection id="different" eyebrow="Why VehicleBid" title="What makes us different" intro="Small decisions add up to a marketplace you can trust.">
      <IconCardGrid items={DIFFERENCES} />
    </InfoSection>
  );
}

function Values() {
  return (
    <InfoSection
      id="values"
      tone="muted"
      eyebrow="Our team"
      title="The values we work by"
      intro="We are a small team of enthusiasts, engineers and support specialists. These are the promises we hold ourselves to."
    >
      <IconCardGrid items={VALUES} columns={4} />
    </InfoSection>
  );
}

function HowWeWork() {
  return (
    <section aria-labelledby="process-heading" className="bg-white">
      <PageContainer>
        <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div className="flex gap-4">
            <ClipboardCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <div>
              <h2 id="process-heading" className="text-xl font-semibold text-slate-900">
                Curious how an auction runs from start to finish?
              </h2>
              <p className="mt-1 text-slate-600">Authorization, bidding, fees, negotiation and renewals, step by step.</p>
            </div>
          </div>
          <Link to="/how-it-works" className={buttonClass('secondary', 'md', 'shrink-0')}>
            How it works
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageContainer>
    </section>
  );
}

export function AboutPage() {
  return (
    <div>
      <InfoHero
        eyebrow="About VehicleBid"
        title="A marketplace built by people who love machines"
        lead="VehicleBid brings enthusiasts, owners and professionals together to buy and sell vehicles through transparent timed auctions and straightforward classifieds."
      />
      <Mission />
      <Categories />
      <Differences />
      <Values />
      <HowWeWork />
      <CtaBand title="Find your next vehicle, or its next owner" body="Browse live auctions today, or list your vehicle in a few steps.">
        <Link to="/auctions" className={buttonClass('primary', 'lg')}>
          Browse auctions
        </Link>
        <Link to="/sell" className={buttonClass('dark', 'lg', 'ring-1 ring-white/25 ring-inset')}>
          Sell your vehicle
        </Link>
      </CtaBand>
    </div>
  );
}
