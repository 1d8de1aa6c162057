import { Link } from 'react-router';
import {
  BadgeCheck,
  CalendarClock,
  ClipboardCheck,
  CreditCard,
  Gavel,
  Handshake,
  Hourglass,
  RefreshCw,
  ScanSearch,
  ShieldCheck,
  Tag,
  Timer,
  Trophy,
  Truck,
  UserPlus,
  Zap,
  Camera,
} from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import {
  Callout,
  CtaBand,
  HeroChip,
  IconCardGrid,
  InfoHero,
  InfoSection,
  PriceTable,
  StepList,
  type IconCardItem,
  type PriceRow,
  type StepItem,
} from '../features/info-pages/info-blocks.tsx';

const WAYS_TO_BUY: IconCardItem[] = [
  {
    icon: Gavel,
    title: 'Timed auctions',
    body: (
      <p>
        Bid against other buyers until the clock runs out. Every auction shows its current bid, time left and, once reached, a “Reserve Met” badge. Some
        auctions also offer Buy It Now at a price set by the seller.
      </p>
    ),
  },
  {
    icon: Tag,
    title: 'Classifieds',
    body: (
      <p>
        Fixed-price listings. You contact the seller directly and agree the sale between you. Sellers can choose to accept offers, so you can propose your own
        price.
      </p>
    ),
  },
  {
    icon: CalendarClock,
    title: 'Upcoming (presale) auctions',
    body: <p>Scheduled auctions that haven’t started yet. Place a presale bid or auto-bid now; it becomes active the moment the auction starts.</p>,
  },
];

const BUYER_STEPS: StepItem[] = [
  {
    icon: UserPlus,
    title: 'Register',
    body: (
      <p>
        Browsing is open to everyone. To bid, watch listings, message sellers or comment, create an account with your e-mail address and confirm it from the
        link we send you.
      </p>
    ),
  },
  {
    icon: CreditCard,
    title: 'Authorize $250, once',
    body: (
      <p>
        Before your first bid, offer, proxy bid, Buy It Now purchase or message to a seller about a listing, complete a $250 authorization through our payment
        processor. It is a hold on your payment method, not a charge, and it tells sellers they are dealing with serious buyers. One authorization covers every
        listing for 7 days; when the card hold lapses, we ask you to renew it.
      </p>
    ),
  },
  {
    icon: Gavel,
    title: 'Bid, or set a proxy maximum',
    body: (
      <>
        <p>
          Bid in whole US dollars: at least $100 above the current bid (or the starting price), and no more than $5,000 above the current bid in a single bid.
          Prefer not to watch the clock? Set a private maximum and we bid for you, one increment at a time, only as much as needed to keep you in the lead.
        </p>
        <p>While you lead an auction, a hold of 2.5% of your bid is placed; it is released as soon as you are outbid.</p>
      </>
    ),
  },
  {
    icon: Trophy,
    title: 'Win and pay the buyer’s fee',
    body: (
      <p>
        When the auction closes, the highest bidder wins if the reserve is met or there is no reserve. The winner pays a 2.5% buyer’s fee, taken from the
        authorization and bid hold. If you don’t win, all of your holds are released.
      </p>
    ),
  },
  {
    icon: Truck,
    title: 'Pick up or ship',
    body: (
      <p>
        Use Messages to arrange payment of the purchase price and pickup or shipping directly with the seller. The vehicle’s location is on every listing, so
        you can plan transport before you bid.
      </p>
    ),
  },
];

const SELLER_STEPS: StepItem[] = [
  {
    icon: Camera,
    title: 'List your vehicle',
    body: (
      <p>
        Choose a timed auction or a classified. Add photos and videos, the VIN, the title details and an honest description, including every flaw and
        modification you know about. For an auction, set a starting price and, if you like, a hidden reserve and a Buy It Now price; for a classified, set your
        price and decide whether to accept offers.
      </p>
    ),
  },
  {
    icon: ClipboardCheck,
    title: 'Approval',
    body: (
      <p>
        Our team reviews your listing before it goes live. Until then it shows as Upcoming and takes no bids. A scheduled auction appears under
        Upcoming/Presale, where buyers can place presale bids before it starts.
      </p>
    ),
  },
  {
    icon: Timer,
    title: 'Live auction',
    body: (
      <p>
        Buyers bid, ask questions in the comments and message you. Answer quickly and completely: good answers sell vehicles. A bid in the final 2 minutes
        extends the auction so that 2 minutes remain. You can’t bid on your own listing.
      </p>
    ),
  },
  {
    icon: Handshake,
    title: 'Sold, or negotiate and renew',
    body: (
      <>
        <p>If the reserve is met, or you set none, the highest bidder wins.</p>
        <p>
          If the reserve isn’t met, the auction ends unsold and a 48-hour negotiation window opens between you and the highest bidder in the Negotiation Portal.
          If you don’t reach a deal, you can request a renewal and run the auction again.
        </p>
      </>
    ),
  },
];

const BIDDING_RULES: IconCardItem[] = [
  {
    icon: BadgeCheck,
    title: 'Bid increments',
    body: (
      <p>
        The minimum next bid is the current bid, or the starting price if there are no bids yet, plus $100. A single bid may not raise the price by more than
        $5,000 over the current bid.
      </p>
    ),
  },
  {
    icon: Zap,
    title: 'Proxy bidding',
    body: (
      <p>
        Set a private maximum of at least the current bid or starting price plus $100. The system bids for you up to that amount. If two maximums are equal, the
        one set first wins. You can raise or remove yours at any time.
      </p>
    ),
  },
  {
    icon: Hourglass,
    title: 'Soft close',
    body: <p>No sniping: a bid in the final 2 minutes extends the auction so that 2 minutes remain. An auction ends only after 2 minutes without a bid.</p>,
  },
  {
    icon: ShieldCheck,
    title: 'Hidden reserve',
    body: (
      <p>
        Sellers may set a minimum price that stays private. Once the bidding reaches it, the listing shows “Reserve Met” and the highest bidder at the close
        wins.
      </p>
    ),
  },
  {
    icon: CalendarClock,
    title: 'Presale bidding',
    body: <p>Upcoming auctions accept presale bids and auto-bids. They become active the moment the auction starts, so you can lead from the first second.</p>,
  },
  {
    icon: Tag,
    title: 'Buy It Now',
    body: (
      <p>
        Where the seller has set a Buy It Now price, you can end a live auction immediately at that price. It is not available on upcoming or presale auctions.
      </p>
    ),
  },
];

const FEES: PriceRow[] = [
  {
    name: 'Bidder authorization',
    detail:
      'One time, before you bid, make an offer, set a proxy bid, use Buy It Now or message a seller about a listing. A hold on your payment method, not a charge.',
    amount: '$250 hold',
  },
  {
    name: 'Bid hold',
    detail: 'Placed while you lead an auction and released as soon as you are outbid.',
    amount: '2.5% of your bid',
  },
  {
    name: 'Buyer’s fee',
    detail: 'Paid only by the winner, taken from the authorization and bid hold. If you don’t win, all holds are released.',
    amount: '2.5% of the winning bid',
  },
  {
    name: 'Featured Listing (renewals)',
    detail: 'Optional when you renew an auction. Paid only after our team approves the renewal.',
    amount: '$25',
  },
];

function WaysToBuy() {
  return (
    <InfoSection
      id="ways-to-buy"
      eyebrow="Listings"
      title="Three ways to find your next vehicle"
      intro="Cars, motorcycles, heavy-duty trucks and buses, trailers, boats, heavy equipment and RVs are listed in one of these ways."
    >
      <IconCardGrid items={WAYS_TO_BUY} />
    </InfoSection>
  );
}

function BuyerSteps() {
  return (
    <InfoSection
      id="buyers"
      tone="muted"
      eyebrow="For buyers"
      title="From first bid to your driveway"
      intro="Five steps, and you can stop at any of them: browsing, watching and reading the comments never cost a thing."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StepList label="Steps for buyers" steps={BUYER_STEPS} />
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Callout icon={ScanSearch} title="Do your homework before you bid">
            <p>
              Read the whole listing, ask the seller questions and, where you can, arrange an inspection. Check that the vehicle can be registered where you
              live and meets your state’s emissions and safety rules, and confirm import eligibility for vehicles from abroad.
            </p>
          </Callout>
          <Link to="/auctions" className={buttonClass('primary', 'lg', 'w-full')}>
            Browse live auctions
          </Link>
        </div>
      </div>
    </InfoSection>
  );
}

function BiddingRules() {
  return (
    <InfoSection
      id="bidding-rules"
      eyebrow="The rules"
      title="Bidding rules at a glance"
      intro="The same rules apply to every auction, and every amount is in whole US dollars."
    >
      <IconCardGrid items={BIDDING_RULES} />
    </InfoSection>
  );
}

function SellerSteps() {
  return (
    <InfoSection
      id="sellers"
      tone="muted"
      eyebrow="For sellers"
      title="Selling, step by step"
      intro="Honest listings sell. Describe the vehicle the way you would want it described to you."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StepList label="Steps for sellers" steps={SELLER_STEPS} />
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Callout icon={RefreshCw} title="Renewing an auction">
            <p>
              If your auction ended without meeting its reserve, request a renewal: choose 3, 5, 7, 10 or 14 days (7 by default) and a start date from tomorrow,
              at 10:00 AM or later. You can change the reserve and Buy It Now price; the starting price resets to $0.
            </p>
            <p>Our team approves renewals before they go live. An optional Featured Listing costs $25, paid after approval.</p>
          </Callout>
          <Link to="/sell" className={buttonClass('primary', 'lg', 'w-full')}>
            Sell your vehicle
          </Link>
        </div>
      </div>
    </InfoSection>
  );
}

function Fees() {
  return (
    <InfoSection
      id="fees"
      eyebrow="Fees"
      title="What it costs"
      intro="Holds are temporary and are released when you are outbid or don’t win. Buyers pay a fee only when they win."
      narrow
    >
      <PriceTable caption="VehicleBid fees and holds" rows={FEES} />
      <p className="mt-4 text-sm leading-6 text-slate-600">
        Holds and fees are placed through our payment processor in US dollars. Transport, taxes, title transfer and registration are arranged and paid by the
        buyer. Some listings state additional fees from the seller; read them before you bid.
      </p>
    </InfoSection>
  );
}

export function HowItWorksPage() {
  return (
    <div>
      <InfoHero
        eyebrow="How it works"
        title="Buying and selling vehicles, explained"
        lead="Timed auctions with clear rules, fixed-price classifieds and presale bidding on upcoming auctions. Here is everything that happens between your first bid and the handshake."
      >
        <HeroChip href="#buyers">For buyers</HeroChip>
        <HeroChip href="#sellers">For sellers</HeroChip>
        <HeroChip href="#bidding-rules">Bidding rules</HeroChip>
        <HeroChip href="#fees">Fees</HeroChip>
      </InfoHero>
      <WaysToBuy />
      <BuyerSteps />
      <BiddingRules />
      <SellerSteps />
      <Fees />
      <CtaBand
        title="Still have a question?"
        body="Our help centre answers the questions buyers and sellers ask most. Can’t find yours? Our team replies within one business day."
      >
        <Link to="/help" className={buttonClass('primary', 'lg')}>
          Visit the Help Center
        </Link>
        <Link to="/contact" className={buttonClass('dark', 'lg', 'ring-1 ring-white/25 ring-inset')}>
          Contact us
        </Link>
      </CtaBand>
    </div>
  );
}
