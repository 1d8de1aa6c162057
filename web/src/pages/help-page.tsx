import { Link } from 'react-router';
import { CreditCard, Gavel, Mail, ShoppingCart, Store, UserRound } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { PageContainer } from '../ui/page.tsx';
import { InfoHero } from '../features/info-pages/info-blocks.tsx';
import { FaqGroup, FaqTopicNav, type FaqTopic } from '../features/info-pages/faq.tsx';

const TOPICS: FaqTopic[] = [
  {
    id: 'buying',
    title: 'Buying',
    icon: ShoppingCart,
    summary: 'Auctions, classifieds, offers and what to check before you buy.',
    items: [
      {
        question: 'What can I buy on VehicleBid?',
        answer: (
          <p>
            Cars, motorcycles, heavy-duty trucks and buses, trailers, boats, heavy equipment and RVs. Each vehicle is listed either as a timed auction, where
            buyers bid until the clock runs out, or as a classified, sold at a fixed price. You can also browse <Link to="/presale">upcoming auctions</Link>{' '}
            before they start.
          </p>
        ),
      },
      {
        question: 'What is the difference between an auction and a classified?',
        answer: (
          <>
            <p>
              An auction runs for a set time and the highest bidder wins, provided the reserve (if there is one) is met. A classified has a fixed price: you
              contact the seller directly and agree the sale between you.
            </p>
            <p>Some classifieds accept offers; those show a Make an Offer button.</p>
          </>
        ),
      },
      {
        question: 'How do I make an offer on a classified?',
        answer: (
          <>
            <p>
              On a classified that accepts offers, choose Make an Offer, enter an amount in whole dollars (at least $1) and, if you like, a message of up to 500
              characters. The seller receives your offer and can accept or decline it.
            </p>
            <p>
              You have one offer per listing: submitting again updates your offer to the new amount and message. Making an offer requires the $250 bidder
              authorization, the same one that lets you bid.
            </p>
          </>
        ),
      },
      {
        question: 'What is Buy It Now?',
        answer: (
          <p>
            Some auctions have a Buy It Now price set by the seller. Using it ends the auction immediately and you buy the vehicle at that price. Buy It Now is
            available on live auctions only, not on upcoming or presale auctions, and it requires the bidder authorization.
          </p>
        ),
      },
      {
        question: 'What should I check before I bid or buy?',
        answer: (
          <>
            <p>Listings are written by sellers, and it is up to you to do your own due diligence before you commit. In particular:</p>
            <ul>
              <li>Read the whole listing, including Condition &amp; Flaws and Modifications, and the comments.</li>
              <li>Check the VIN, the title status and whether there is a lien.</li>
              <li>Make sure the vehicle can be registered where you live and meets your emissions and safety rules.</li>
              <li>For vehicles from abroad, confirm import eligibility.</li>
              <li>Ask the seller questions and, wherever you can, arrange an independent inspection.</li>
            </ul>
          </>
        ),
      },
      {
        question: 'How do pickup and shipping work?',
        answer: (
          <p>
            After the sale you and the seller arrange payment of the purchase price and pickup or shipping directly, using Messages. The vehicle’s location is
            shown on every listing, so plan transport before you bid. Transport, taxes, title transfer and registration are the buyer’s responsibility.
          </p>
        ),
      },
      {
        question: 'How do I keep track of vehicles I like?',
        answer: (
          <p>
            Sign in and use the Watch button on any listing. Everything you watch is collected on your <Link to="/watchlist">Watchlist</Link>. You can also
            follow sellers to be notified when they list something new.
          </p>
        ),
      },
    ],
  },
  {
    id: 'bidding',
    title: 'Bidding',
    icon: Gavel,
    summary: 'Increments, proxy bids, presale bids, soft close and reserves.',
    items: [
      {
        question: 'What do I need before I can bid?',
        answer: (
          <p>
            An account with a confirmed e-mail address, and a $250 authorization on your payment method. The authorization is a hold, not a charge. You need it
            before you bid, make an offer, set a proxy bid, use Buy It Now or message a seller about a listing; one authorization covers every listing for 7
            days, and we ask you to renew it when the hold lapses.
          </p>
        ),
      },
      {
        question: 'How much do I have to bid?',
        answer: (
          <>
            <p>
              Bids are in whole US dollars. The minimum next bid is the current bid, or the starting price if nobody has bid yet, plus $100. A single bid may
              not raise the price by more than $5,000 over the current bid.
            </p>
            <p>For example, with a current bid of $12,000 you can bid anything from $12,100 to $17,000.</p>
          </>
        ),
      },
      {
        question: 'How does proxy bidding work?',
        answer: (
          <>
            <p>
              Set a private maximum and the system bids for you, one increment at a time and only as much as needed to keep you in the lead, up to your maximum.
              Other bidders never see your maximum.
            </p>
            <p>
              Your maximum must be at least the current bid or starting price plus $100. If two bidders set the same maximum, the one set first wins. You can
              raise or remove your maximum at any time; bids already placed for you stay in place.
            </p>
          </>
        ),
      },
      {
        question: 'Can I bid on an auction that hasn’t started yet?',
        answer: (
          <p>
            Yes. Scheduled auctions are listed under <Link to="/presale">Upcoming/Presale</Link> and accept presale bids and auto-bids. They become active the
            moment the auction starts. Buy It Now is not available until the auction is live.
          </p>
        ),
      },
      {
        question: 'Why did the end time change?',
        answer: (
          <p>
            Our auctions have a soft close. A bid in the final 2 minutes extends the auction so that 2 minutes remain, and the auction ends only after 2 minutes
            without a bid. Everyone gets a fair chance to respond, so there is no advantage in sniping.
          </p>
        ),
      },
      {
        question: 'What does “Reserve Met” mean?',
        answer: (
          <p>
            A seller may set a hidden reserve: the lowest price they will accept. Its amount stays private, but once bidding reaches it the auction shows
            “Reserve Met”. From then on, the highest bidder at the close wins. Auctions without a reserve are won by the highest bidder.
          </p>
        ),
      },
      {
        question: 'I was the highest bidder but the reserve wasn’t met. What now?',
        answer: (
          <p>
            The auction ends unsold and a 48-hour negotiation window opens between you and the seller. In the Negotiation Portal on the listing page you can
            exchange offers and counter-offers. If one of you accepts an offer, the vehicle is sold: a deal opens and you pay within 3 days, as the deal page
            says (at its checkout, or to the seller directly where the listing asks for it).
          </p>
        ),
      },
      {
        question: 'Why was my bid refused?',
        answer: (
          <>
            <p>The most common reasons are:</p>
            <ul>
              <li>It is below the minimum next bid, or more than $5,000 above the current bid.</li>
              <li>You already bid that exact amount on this auction.</li>
              <li>The auction has ended, or is still waiting for approval.</li>
              <li>You haven’t completed the $250 bidder authorization.</li>
              <li>It is your own listing: sellers can’t bid on their own vehicles.</li>
            </ul>
          </>
        ),
      },
      {
        question: 'Can I cancel a bid?',
        answer: (
          <p>
            Bids are binding commitments to buy, so check the amount before you confirm. If you made a genuine mistake, such as a typo,{' '}
            <Link to="/contact">contact us</Link> straight away. Proxy maximums can be removed at any time.
          </p>
        ),
      },
    ],
  },
  {
    id: 'selling',
    title: 'Selling',
    icon: Store,
    summary: 'Listing, reserves, approval, negotiation and renewals.',
    items: [
      {
        question: 'How do I list a vehicle?',
        answer: (
          <p>
            Go to <Link to="/sell">Sell</Link> and choose a timed auction or a classified. Add photos and videos, the VIN, title details and a complete
            description. For an auction, set a starting price and, optionally, a hidden reserve and a Buy It Now price. For a classified, set your price and
            choose whether to accept offers.
          </p>
        ),
      },
      {
        question: 'Does my listing go live straight away?',
        answer: (
          <p>
            No. Our team reviews every listing first; until then it shows as Upcoming and takes no bids. A scheduled auction appears under Upcoming/Presale,
            where buyers can place presale bids before it starts.
          </p>
        ),
      },
      {
        question: 'What do I have to disclose?',
        answer: (
          <>
            <p>
              Describe the vehicle honestly, including every flaw you know of, any modifications, the title status and whether there is a lien. Photos should
              show the vehicle as it is today.
            </p>
            <p>Answer questions in the comments openly. Listings that hide known problems may be removed.</p>
          </>
        ),
      },
      {
        question: 'Should I set a reserve?',
        answer: (
          <p>
            A reserve protects you from selling below a price you are comfortable with. It stays hidden; bidders only see when it has been met. A realistic
            reserve attracts more bidding. If you set none, the highest bidder wins.
          </p>
        ),
      },
      {
        question: 'Can I bid on my own auction?',
        answer: (
          <p>
            No. Sellers can’t bid on, or set proxy bids on, their own listings, and asking someone else to bid for you is prohibited. You can follow the bidding
            live from the listing page.
          </p>
        ),
      },
      {
        question: 'My auction ended without meeting the reserve. What are my options?',
        answer: (
          <>
            <p>
              If there were bids, a 48-hour negotiation window opens with the highest bidder. In the Negotiation Portal you can answer their offers and send
              counter-offers. If one of you accepts, the vehicle is sold: a deal opens and the buyer pays within 3 days, as the deal page says.
            </p>
            <p>You can also request a renewal to run the auction again.</p>
          </>
        ),
      },
      {
        question: 'How do renewals work?',
        answer: (
          <>
            <ul>
              <li>Choose a duration of 3, 5, 7, 10 or 14 days (7 by default).</li>
              <li>Pick a start date from tomorrow onwards, at 10:00 AM or later.</li>
              <li>Change the reserve and Buy It Now price if you wish; the starting price resets to $0.</li>
              <li>Bids from the previous run don’t carry over. Your photos do.</li>
            </ul>
            <p>
              Our team approves renewals before they go live, and you can have one renewal pending per listing. An optional Featured Listing costs $25, paid
              after approval.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    icon: UserRound,
    summary: 'Signing up, your profile, notifications and privacy.',
    items: [
      {
        question: 'How do I create an account?',
        answer: <p>Choose Sign In, then sign up with your e-mail address and a password. We send you a confirmation link; open it to activate your account.</p>,
      },
      {
        question: 'I didn’t receive the confirmation e-mail.',
        answer: (
          <p>
            Check your spam or junk folder, and that you typed your address correctly. You can ask for a new link from the confirmation screen. Still nothing
            after a few minutes? <Link to="/contact">Contact us</Link>.
          </p>
        ),
      },
      {
        question: 'I forgot my password.',
        answer: <p>Use the password reset option on the sign-in screen. We e-mail you a link to choose a new password.</p>,
      },
      {
        question: 'How do I change my display name, photo or bio?',
        answer: (
          <p>
            Open <Link to="/profile">Profile Settings</Link>. Your display name appears in bid histories and next to your comments, so choose one you are happy
            to show publicly.
          </p>
        ),
      },
      {
        question: 'How do notifications and following work?',
        answer: (
          <p>
            Follow a seller to be notified when they list a new vehicle. You also receive notifications about auctions starting and ending soon and about new
            followers. Dismiss a notification once you have read it.
          </p>
        ),
      },
      {
        question: 'How do I close my account?',
        answer: (
          <p>
            E-mail <a href="mailto:support@vehiclebid.example">support@vehiclebid.example</a> from the address on your account. We close it once any open
            auctions, offers and payments are settled. Our <Link to="/privacy">Privacy Policy</Link> explains what we keep and why.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    icon: CreditCard,
    summary: 'The $250 authorization, holds, fees and how payments are handled.',
    items: [
      {
        question: 'What is the $250 bidder authorization?',
        answer: (
          <p>
            A hold of $250 on your payment method, placed through our payment processor. It is not a charge. It confirms that your payment method is valid and
            that you are a serious buyer, and it is required before you bid, make an offer, set a proxy bid, use Buy It Now or message a seller about a listing.
            One authorization covers every listing until the card hold lapses, 7 days after it is placed; after that you renew it the next time you bid, offer
            or message.
          </p>
        ),
      },
      {
        question: 'What is the 2.5% bid hold?',
        answer: <p>While you lead an auction, a hold of 2.5% of your bid is placed on your payment method. When you are outbid, it is released.</p>,
      },
      {
        question: 'What fees do buyers pay?',
        answer: (
          <p>
            If you win an auction, you pay a buyer’s fee of 2.5% of your winning bid, taken from your authorization and bid hold. If you don’t win, you pay
            nothing and all holds are released. The full fees table is on <Link to="/how-it-works">How It Works</Link>.
          </p>
        ),
      },
      {
        question: 'When will a released hold disappear from my statement?',
        answer: (
          <p>
            We release holds as soon as you are outbid or an auction ends without you winning. How quickly the released amount shows as available again depends
            on your card issuer or bank.
          </p>
        ),
      },
      {
        question: 'What currency do you use?',
        answer: <p>All prices, bids, offers and fees are in US dollars, in whole dollars.</p>,
      },
      {
        question: 'How much does a Featured Listing cost?',
        answer: (
          <p>
            $25. It is offered when you renew an auction and is paid only after our team approves the renewal. If the payment doesn’t go through, the renewal
            request is cancelled and you can submit it again.
          </p>
        ),
      },
      {
        question: 'Is my card information safe?',
        answer: (
          <p>Card details are entered on our payment processor’s secure checkout and handled by them. VehicleBid never sees or stores your full card number.</p>
        ),
      },
    ],
  },
];

function StillNeedHelp() {
  return (
    <section aria-labelledby="still-need-help-heading" className="rounded-3xl bg-slate-900 p-6 text-white md:p-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Mail aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-400" />
          <div>
            <h2 id="still-need-help-heading" className="text-2xl font-bold tracking-tight">
              Still need help?
            </h2>
            <p className="mt-2 max-w-xl text-slate-300">
              Our support team is available Monday to Friday, 9am to 6pm ET, and replies within one business day. Call us on{' '}
              <a href="tel:+15550102025" className="font-medium text-brand-400 hover:underline">
                (555) 010-2025
              </a>{' '}
              or send a message.
            </p>
          </div>
        </div>
        <Link to="/contact" className={buttonClass('primary', 'lg', 'shrink-0')}>
          Contact us
        </Link>
      </div>
    </section>
  );
}

export function HelpPage() {
  return (
    <div>
      <InfoHero
        eyebrow="Help Center"
        title="How can we help?"
        lead="Answers to the questions buyers and sellers ask most, from your first bid to your first sale."
      />
      <div className="border-b border-slate-200 bg-slate-50">
        <PageContainer>
          <FaqTopicNav topics={TOPICS} />
        </PageContainer>
      </div>
      <PageContainer narrow>
        <div className="space-y-14">
          {TOPICS.map((topic) => (
            <FaqGroup key={topic.id} topic={topic} />
          ))}
          <StillNeedHelp />
        </div>
      </PageContainer>
    </div>
  );
}
