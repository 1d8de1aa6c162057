import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctionPhotos, auctions, categories, heroImages, listingUploads } from '../../db/schema.ts';
import type { AuctionStatus } from '../../../domain/shared/auction-types.ts';

// A draft's photos could be fetched by anyone who had the address before the listing was
// approved. An uploaded file is public once something the public sees shows it, and until then only
// its uploader, the seller whose listing awaits approval with it, and admins may see it.

/** Listings the public sees: approved (scheduled, active) and finished (sold, ended) ones. */
const PUBLIC_STATUSES: AuctionStatus[] = ['scheduled', 'active', 'sold', 'ended'];

/** Whether anybody may see an uploaded file (its URL, /media/uploads/{hash}.{ext}): a public listing, a hero image or a category shows it. */
export async function isPublicUpload(db: Db, url: string): Promise<boolean> {
  const [listed] = await db
    .select({ id: auctionPhotos.id })
    .from(auctionPhotos)
    .innerJoin(auctions, eq(auctions.id, auctionPhotos.auctionId))
    .where(and(eq(auctionPhotos.imageUrl, url), inArray(auctions.status, PUBLIC_STATUSES)))
    .limit(1);
  if (listed) return true;
  // A hero image or a category's image is the site's own picture, put up by an admin (a hidden category's
  // too: its page stays reachable).
  const [hero] = await db.select({ id: heroImages.id }).from(heroImages).where(eq(heroImages.imageUrl, url)).limit(1);
  if (hero) return true;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.imageUrl, url)).limit(1);
  return !!category;
}

/** Whether this user uploaded the file into one of their drafts, or sells a listing (of any status) that holds it. */
export async function isOwnUpload(db: Db, url: string, userId: string): Promise<boolean> {
  const [uploaded] = await db
    .select({ id: listingUploads.id })
    .from(listingUploads)
    .where(and(eq(listingUploads.url, url), eq(listingUploads.userId, userId)))
    .limit(1);
  if (uploaded) return true;
  const [selling] = await db
    .select({ id: auctionPhotos.id })
    .from(auctionPhotos)
    .innerJoin(auctions, eq(auctions.id, auctionPhotos.auctionId))
    .where(and(eq(auctionPhotos.imageUrl, url), eq(auctions.sellerId, userId)))
    .limit(1);
  return !!selling;
}
