import { Link, useLocation } from 'react-router';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { useSellerProfile, type SellerListing } from './api.ts';
import { SmartImage } from '../../ui/smart-image.tsx';
import { otherListingLink } from './listing-link.ts';

export function ListingTile({ listing }: { listing: SellerListing }) {
  const location = useLocation();
  const link = otherListingLink(listing, location.pathname);
  const price = listing.listingType === 'classified' ? (listing.buyNowPrice ?? 0) : listing.currentBid;
  return (
    <Link {...link} className="group block overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:shadow-md">
      <SmartImage src={listing.imageUrl} alt="" sizes="(min-width: 1024px) 240px, 50vw" className="aspect-[4/3] w-full transition group-hover:scale-105" />
      <div className="p-3">
        <p className="line-clamp-2 text-sm font-semibold text-slate-900">{listing.title}</p>
        <p className="mt-1 text-xs text-slate-500">
          {listing.listingType === 'classified' ? 'Price' : 'Current bid'} <span className="font-semibold text-slate-900">{formatUsd(price)}</span>
        </p>
      </div>
    </Link>
  );
}

/** SPEC 2: the seller's other active listings under the page. */
export function SellerOtherListings({ sellerId, auctionId, sellerName }: { sellerId: string; auctionId: string; sellerName: string }) {
  const { data } = useSellerProfile(sellerId, auctionId);
  const listings = data?.otherListings ?? [];
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="seller-other-listings" className="mt-12">
      <h2 id="seller-other-listings" className="mb-4 text-xl font-bold text-slate-900">
        More from {sellerName}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {listings.slice(0, 8).map((l) => (
          <li key={l.id}>
            <ListingTile listing={l} />
          </li>
        ))}
      </ul>
    </section>
  );
}
