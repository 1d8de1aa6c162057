import { Link } from 'react-router';
import { LegalDocument, LegalHeader, type LegalSection } from '../features/info-pages/legal-document.tsx';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These Terms of Service (“Terms”) govern your use of VehicleBid, the online marketplace for vehicle auctions and classified listings operated by
          VehicleBid (“VehicleBid”, “we”, “us”). By creating an account, bidding, making an offer, listing a vehicle or otherwise using the marketplace, you
          agree to these Terms and to our <Link to="/privacy">Privacy Policy</Link>. If you do not agree, do not use VehicleBid.
        </p>
      </>
    ),
  },
  {
    id: 'the-marketplace',
    title: 'What VehicleBid is',
    body: (
      <>
        <p>
          VehicleBid is a venue where sellers list cars, motorcycles, heavy-duty trucks and buses, trailers, boats, heavy equipment and RVs, and buyers bid on
          them or buy them. Vehicles are listed either as timed auctions or as classifieds at a fixed price.
        </p>
        <p>
          We do not own, inspect or take possession of the vehicles listed, and we do not guarantee their condition, history, title or legality. Listings are
          created by sellers. Except where we process payment of an accepted offer as described in section 7, the contract of sale is between the buyer and the
          seller, and for classifieds all dealings are directly between them.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and eligibility',
    body: (
      <>
        <p>
          You must be at least 18 years old and able to enter into a binding contract to use VehicleBid. You need an account with a confirmed e-mail address to
          bid, make offers, set proxy bids, use Buy It Now, watch listings, send messages, comment or sell.
        </p>
        <ul>
          <li>Give accurate information and keep it up to date.</li>
          <li>Keep your password secret; you are responsible for everything done through your account.</li>
          <li>Hold one account only, and do not use another person’s account.</li>
        </ul>
        <p>Your display name, profile photo and bio are public, and your display name is shown next to your bids and comments.</p>
      </>
    ),
  },
  {
    id: 'authorization',
    title: 'Bidder authorization and holds',
    body: (
      <>
        <p>
          Before you bid, make an offer, set a proxy bid, use Buy It Now or message a seller about a listing, you must hold a $250 authorization on a valid
          payment method through our payment processor. The authorization is a hold on your payment method, not a charge. It covers every listing until the hold
          lapses, 7 days after it is placed, and must then be renewed.
        </p>
        <p>
          While you are the leading bidder on an auction, a hold of 2.5% of your bid is placed on your payment method. It is released when you are outbid. If
          you do not win, all holds are released. How quickly a released hold becomes available again depends on your card issuer.
        </p>
      </>
    ),
  },
  {
    id: 'bidding',
    title: 'Bidding rules',
    body: (
      <>
        <ul>
          <li>Bids are in whole US dollars.</li>
          <li>
            The minimum next bid is the current bid, or the starting price if there are no bids, plus $100. A single bid may not raise the price by more than
            $5,000 over the current bid.
          </li>
          <li>
            Proxy bidding: you may set a private maximum of at least the current bid or starting price plus $100. The system bids on your behalf, one increment
            at a time and only as much as needed to keep you in the lead, up to your maximum. If two maximums are equal, the earlier one wins. You may raise or
            remove your maximum; bids already placed on your behalf remain.
          </li>
          <li>
            Presale bidding: scheduled auctions listed under Upcoming/Presale accept presale bids and auto-bids, which become active the moment the auction
            starts.
          </li>
          <li>
            Soft close: a bid placed in the final 2 minutes extends the auction so that 2 minutes remain. An auction ends only after 2 minutes without a bid.
          </li>
          <li>Sellers may not bid, or set proxy bids, on their own listings.</li>
        </ul>
        <p>
          Every bid is a binding commitment to buy the vehicle at that price if you win. Our servers’ clock and records decide the order of bids and the moment
          an auction ends.
        </p>
      </>
    ),
  },
  {
    id: 'reserve-and-winning',
    title: 'Reserve, winning and Buy It Now',
    body: (
      <>
        <p>
          A seller may set a hidden reserve price. The listing shows “Reserve Met” once bidding reaches it. If the reserve is met, or there is no reserve, the
          highest bidder when the auction ends wins and must complete the purchase.
        </p>
        <p>
          Where a seller has set a Buy It Now price, a buyer may end a live auction immediately by buying at that price. Buy It Now is not available on upcoming
          or presale auctions. A Buy It Now purchase is binding in the same way as a winning bid.
        </p>
      </>
    ),
  },
  {
    id: 'negotiation',
    title: 'Auctions that end below the reserve',
    body: (
      <>
        <p>
          If the reserve is not met, the auction ends unsold. If there were bids, a 48-hour negotiation window opens between the seller and the highest bidder,
          who may exchange offers and counter-offers in the Negotiation Portal. Neither party is obliged to accept an offer.
        </p>
        <p>
          An offer accepted in the Negotiation Portal is binding on both parties and makes a deal: the buyer pays within 3 days, as the deal page says, as for
          any other sale.
        </p>
      </>
    ),
  },
  {
    id: 'classifieds',
    title: 'Classifieds and offers',
    body: (
      <>
        <p>
          Classifieds are offered at a fixed price and buyers contact the seller directly. Where a seller accepts offers, a buyer may submit an offer of at
          least $1 with an optional message of up to 500 characters. A buyer has one offer per listing: submitting again updates it. The seller may accept or
          decline any offer.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: (
      <>
        <ul>
          <li>The winner of an auction pays a buyer’s fee of 2.5%, taken from the authorization and bid hold.</li>
          <li>A Featured Listing, optional when renewing an auction, costs $25 and is paid after our team approves the renewal.</li>
        </ul>
        <p>
          All amounts are in US dollars. Card payments are processed by our payment processor under its own terms. Unless a listing says otherwise, the buyer is
          responsible for transport, taxes, title transfer and registration, and for any additional fees the seller states in the listing.
        </p>
      </>
    ),
  },
  {
    id: 'sellers',
    title: 'Seller obligations',
    body: (
      <>
        <p>By listing a vehicle you confirm that you own it or are authorized to sell it, and you agree to:</p>
        <ul>
          <li>describe it accurately and honestly, disclosing every flaw and modification you know of, its title status and any lien;</li>
          <li>use photos and videos of the actual vehicle as it is today;</li>
          <li>answer buyers’ questions truthfully;</li>
          <li>complete the sale with the winning bidder, or with a buyer whose offer you accepted.</li>
        </ul>
        <p>Our team reviews listings before they go live and may decline, edit for formatting or remove a listing that breaks these Terms.</p>
      </>
    ),
  },
  {
    id: 'buyers',
    title: 'Buyer due diligence',
    body: (
      <>
        <p>
          Listings are created by sellers, and you are responsible for your own due diligence before you bid, make an offer or buy. This includes reviewing the
          listing content and its disclosed flaws, asking the seller questions, arranging an inspection where possible, and confirming that the vehicle can be
          legally registered where you intend to use it, meets the applicable emissions and safety requirements and, for a vehicle coming from abroad, is
          eligible for import.
        </p>
      </>
    ),
  },
  {
    id: 'renewals',
    title: 'Renewals and Featured Listings',
    body: (
      <>
        <p>
          A seller whose auction ended without meeting its reserve may request a renewal. The seller chooses a duration of 3, 5, 7, 10 or 14 days (7 by default)
          and a start date of tomorrow or later, at 10:00 AM or later. The reserve and Buy It Now price may be changed; the starting price resets to $0, and
          bids from the earlier auction do not carry over.
        </p>
        <p>
          Only one renewal of a listing may be pending or running at a time. Our team approves renewals before they go live. If payment of an optional Featured
          Listing fails, the renewal request is cancelled.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Prohibited conduct',
    body: (
      <>
        <p>You must not:</p>
        <ul>
          <li>bid on your own listing, ask others to do so, or otherwise inflate prices (shill bidding);</li>
          <li>place bids or make offers you do not intend to honour;</li>
          <li>open several accounts, or use someone else’s account or payment method;</li>
          <li>misrepresent a vehicle, its history or your right to sell it;</li>
          <li>send spam, harass other users or post unlawful, abusive or misleading content;</li>
          <li>interfere with the marketplace, scrape it or attempt to access accounts or data that are not yours.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and comments',
    body: (
      <>
        <p>
          You keep ownership of the photos, videos, descriptions and comments you post. You grant VehicleBid a non-exclusive, royalty-free licence to host,
          display, reproduce and promote that content in connection with the marketplace.
        </p>
        <p>
          Comments must be relevant, respectful and truthful. You may edit or delete your own comments; our team may edit or remove any comment that breaks
          these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close an account, cancel bids or remove listings if we reasonably believe these Terms have been broken, or to protect other users or
        the marketplace. You may close your account by contacting support once your open auctions, offers and payments are settled.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          VehicleBid is provided “as is”. We do not warrant that listings are accurate or complete, or that the marketplace will be uninterrupted or error-free.
        </p>
        <p>
          To the fullest extent permitted by law, VehicleBid is not liable for indirect or consequential losses, or for any loss arising from a transaction
          between a buyer and a seller, including the condition, description, title or delivery of a vehicle. Nothing in these Terms limits liability that
          cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms. We will change the “Last updated” date above and, for significant changes, notify registered users by e-mail before they take
        effect. Continuing to use VehicleBid after a change means you accept the updated Terms. Auctions that are already running finish under the Terms in
        force when they started.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms? E-mail <a href="mailto:support@vehiclebid.example">support@vehiclebid.example</a>, call{' '}
        <a href="tel:+15550102025">(555) 010-2025</a> (Monday to Friday, 9am to 6pm ET) or use our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <div>
      <LegalHeader
        title="Terms of Service"
        lastUpdated="November 1, 2025"
        summary="The rules for buying, bidding and selling on VehicleBid. Please read them before you take part in an auction."
      />
      <LegalDocument
        intro={
          <p>
            These Terms are written to be read. Where a rule involves money, such as the $250 authorization, bid holds and the 2.5% buyer’s fee, we say exactly
            how it works. The <Link to="/how-it-works">How It Works</Link> page explains the same rules step by step.
          </p>
        }
        sections={SECTIONS}
      />
    </div>
  );
}
