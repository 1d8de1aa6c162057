import { Link } from 'react-router';
import { LegalDocument, LegalHeader, type LegalSection } from '../features/info-pages/legal-document.tsx';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        VehicleBid operates an online marketplace for vehicle auctions and classified listings. This policy explains what personal information we collect when
        you use VehicleBid, why we collect it, who we share it with and the choices you have. It applies to our website and to e-mails we send you.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, password (we store only a secure hash of it) and display name.
          </li>
          <li>
            <strong>Profile:</strong> the photo and bio you choose to add.
          </li>
          <li>
            <strong>Listings:</strong> vehicle details and media, the VIN, title and lien information, the vehicle’s location, and the seller contact details
            you provide, such as a name, phone number, company name and website.
          </li>
          <li>
            <strong>Marketplace activity:</strong> your bids, proxy maximums, offers and counter-offers, Buy It Now purchases, watchlist, comments and likes,
            messages, the users you follow, and renewal requests.
          </li>
          <li>
            <strong>Support requests:</strong> the name, e-mail address, subject and message you send through our contact form or by e-mail.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Listing views:</strong> when a listing is viewed, we record the listing, the time, your IP address and, if you are signed in, your account.
            We use these records to count views, tailor the “Recommended for You” listings, and detect fraud and abuse.
          </li>
          <li>
            <strong>Technical data:</strong> like most websites, our servers log requests, including IP address, browser type and the pages requested, to keep
            the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use cookies to keep you signed in. When you sign in, we set a session cookie that identifies your session to our servers. It cannot be read by
          scripts on the page, and it is removed when you sign out or the session expires.
        </p>
        <p>
          These cookies are strictly necessary for the marketplace to work, so they cannot be switched off while you are signed in. We do not use advertising
          cookies.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payment information',
    body: (
      <>
        <p>
          Payments, including the $250 bidder authorization, bid holds, buyer’s fees and Featured Listing fees, are handled by our payment processor. You enter
          your card details on the processor’s secure checkout, and the processor stores and handles them under its own privacy policy.
        </p>
        <p>
          VehicleBid never receives or stores your full card number. We receive only what we need to run the marketplace, such as whether an authorization
          succeeded, a payment reference and the amount.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To run your account and the marketplace: listings, bidding, proxy bids, offers, negotiation and renewals.</li>
        <li>To check bidder authorizations and process holds, fees and accepted offers.</li>
        <li>To show you relevant listings, based on the listings you view, bid on and watch.</li>
        <li>To send you notifications and the e-mails described below.</li>
        <li>To answer your support requests.</li>
        <li>
          To prevent fraud, shill bidding, spam and abuse, and to enforce our <Link to="/terms">Terms of Service</Link>.
        </li>
        <li>To comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'public',
    title: 'What other users can see',
    body: (
      <>
        <p>
          Your display name, profile photo, bio and the date you joined are public. Your display name appears in the bid history of auctions you bid on and next
          to your comments. Listings, including their photos, descriptions and location, are public.
        </p>
        <p>
          Your proxy maximum is never shown to anyone. Offers and messages are visible only to you and the other party. The Negotiation Portal is visible only
          to the seller and the highest bidder.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'E-mail',
    body: (
      <>
        <p>We send e-mail that is part of using VehicleBid, including:</p>
        <ul>
          <li>account confirmation and password reset links;</li>
          <li>notifications about offers and counter-offers on your listings and bids;</li>
          <li>replies to your support requests;</li>
          <li>notice of significant changes to our Terms or this policy.</li>
        </ul>
        <p>We do not sell or rent your e-mail address.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>with the other party to a transaction, to the extent needed to complete it, for example between a seller and the winning bidder;</li>
          <li>with our payment processor, to place holds and process payments;</li>
          <li>with service providers that host our systems and deliver our e-mail, under contracts that protect your data;</li>
          <li>when required by law, or to protect the rights and safety of our users and of VehicleBid.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep your account information for as long as your account is open. Records of bids, sales, offers and payments are kept for as long as we need them
          to resolve disputes and meet our legal, tax and accounting obligations, even after an account is closed.
        </p>
        <p>
          Listing view records, including IP addresses, and server logs are kept only as long as they are useful for view counts, recommendations and security.
          Support messages are kept for as long as needed to handle your request and any follow-up.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy;</li>
          <li>correct inaccurate information; you can edit your profile yourself in Profile Settings;</li>
          <li>ask us to delete your information, subject to the records we must keep;</li>
          <li>object to or restrict certain uses of your information.</li>
        </ul>
        <p>
          To make a request, e-mail us from the address on your account. We may need to verify your identity, and we will not treat you differently for using
          your rights.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords, session cookies that page scripts cannot read, and access limited to staff who
        need it. No system is perfectly secure, so please use a unique password and tell us straight away if you suspect someone has accessed your account.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>VehicleBid is not intended for anyone under 18, and we do not knowingly collect information from children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>We may update this policy. We will change the “Last updated” date above and, for significant changes, let registered users know by e-mail.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For privacy questions or requests, e-mail <a href="mailto:support@vehiclebid.example">support@vehiclebid.example</a>, call{' '}
        <a href="tel:+15550102025">(555) 010-2025</a> (Monday to Friday, 9am to 6pm ET) or use our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <div>
      <LegalHeader
        title="Privacy Policy"
        lastUpdated="November 1, 2025"
        summary="What we collect when you browse, bid and sell on VehicleBid, why we collect it and the choices you have."
      />
      <LegalDocument
        intro={
          <p>
            In short: we collect what we need to run a fair marketplace, we never see your full card number, we do not sell your data, and you can ask us to
            see, correct or delete it.
          </p>
        }
        sections={SECTIONS}
      />
    </div>
  );
}
