import { and, eq, like } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctionPhotos, auctions, categories, listingDrafts, listingUploads } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { auctionPath, slugify, uniqueSlug } from '../../../domain/listings/auction-path.ts';
import { listingDraftData, listingProblems, listingWindow, type ListingDraftData } from '../../../domain/listings/listing-input.ts';
import type { VideoItem } from '../../../domain/shared/auction-types.ts';
import { categoryName } from '../../../domain/listings/vehicle-categories.ts';
import { DRAFT_NOT_FOUND } from './drafts.ts';
import { assertMayListOneMore } from '../membership/membership.ts';
import { requireVerifiedFor } from '../verified-identity/require-verified.ts';

export interface SubmittedListing {
  auctionId: string;
  slug: string;
  path: string;
  /** The seller asked for a featured listing: the web app goes on to its checkout. */
  featured: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Turns a complete draft into an auction awaiting approval (SPEC 4 pending_approval): the auction row,
 * its auction_photos rows and the draft's removal in one transaction, so a failure leaves the draft as it was.
 */
export async function submitListing(deps: AppDeps, userId: string, draftId: string): Promise<SubmittedListing> {
  // The operator may require a verified identity to sell (403 with a text linking to /profile).
  await requireVerifiedFor(deps.db, userId, { kind: 'sell' });
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const [draft] = await tx
          .select()
          .from(listingDrafts)
          .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)))
          .for('update');
        if (!draft) throw notFound(DRAFT_NOT_FOUND);
        const parsed = listingDraftData.safeParse(draft.data);
        const data: ListingDraftData = parsed.success ? parsed.data : {};
        const now = deps.clock.now();
        const problem = listingProblems(data, now)[0];
        if (problem) throw new AppError(400, 'LISTING_INCOMPLETE', problem.message);
        // A member's plan includes so many listings a month; sellers without one list as before.
        await assertMayListOneMore(tx, userId, now);

        // Only files uploaded into this draft may be listed (never another seller's URLs).
        const uploads = await tx.select({ url: listingUploads.url, kind: listingUploads.kind }).from(listingUploads).where(eq(listingUploads.draftId, draftId));
        const uploaded = new Map(uploads.map((u) => [u.url, u.kind]));
        const media = data.media ?? [];
        for (const m of media) {
          if (m.kind !== 'youtube' && uploaded.get(m.url) !== m.kind)
            throw new AppError(400, 'LISTING_MEDIA_UNKNOWN', 'A photo or video of this listing was not uploaded; please add it again');
        }

        const base = slugify(data.title!);
        const taken = await tx
          .select({ slug: auctions.slug })
          .from(auctions)
          .where(like(auctions.slug, `${base.replace(/[%_\\]/g, '\\$&')}%`));
        const takenSet = new Set(taken.map((t) => t.slug));
        const slug = uniqueSlug(base, (s) => takenSet.has(s));

        const images = media.filter((m) => m.kind === 'image');
        const videos: VideoItem[] = media
          .filter((m) => m.kind !== 'image')
          .map((m) => ({ type: m.kind === 'youtube' ? 'youtube' : 'other', url: m.url, ...(m.title ? { title: m.title } : {}) }));
        const files = media.filter((m) => m.kind !== 'youtube');
        const { startTime, endTime } = listingWindow(data, now);
        const classified = data.listingType === 'classified';

        // SPEC 3: the seven categories are built in; a database started without demo data may lack the row.
        await tx
          .insert(categories)
          .values({ slug: data.category!, title: categoryName(data.category!)! })
          .onConflictDoNothing();
        const [row] = await tx
          .insert(auctions)
          .values({
            slug,
            title: data.title!,
            description: data.description ?? null,
            category: data.category!,
            listingType: data.listingType!,
            status: 'pending_approval',
            featured: false,
            year: data.year ?? null,
            make: data.make ?? null,
            model: data.model ?? null,
            trim: data.trim || null,
            mileage: data.mileage ?? null,
            engine: data.engine || null,
            transmission: data.transmission || null,
            drivetrain: data.drivetrain || null,
            exteriorColor: data.exteriorColor || null,
            interiorColor: data.interiorColor || null,
            condition: data.condition || null,
            vin: data.vin || null,
            location: data.location || null,
            titleStatus: data.titleStatus || null,
            titleState: data.titleState || null,
            titleLocation: data.titleLocation || null,
            titleNumber: data.titleNumber || null,
            titleHolderName: data.titleHolderName || null,
            titleInYourName: data.titleInYourName ?? null,
            relationshipToTitleHolder: data.relationshipToTitleHolder || null,
            lienExists: data.lienExists ?? 'no',
            lienholderName: data.lienExists === 'yes' ? data.lienholderName || null : null,
            isModified: data.isModified ?? 'no',
            modificationsList: data.isModified === 'yes' ? data.modificationsList || null : null,
            hasFlaws: data.hasFlaws ?? 'no',
            flawsDescription: data.hasFlaws === 'yes' ? data.flawsDescription || null : null,
            optionsAndHighlights: data.optionsAndHighlights || null,
            marketValueMin: data.marketValueMin ?? null,
            marketValueMax: data.marketValueMax ?? null,
            // SPEC 3: a classified's sale price is buy_now_price; it has no bidding prices.
            startingPrice: classified ? 0 : data.startingPrice!,
            reservePrice: classified ? null : (data.reservePrice ?? null),
            buyNowPrice: data.buyNowPrice ?? null,
            allowOffers: data.allowOffers ?? false,
            paymentMethod: data.paymentMethod ?? 'held',
            additionalFees: data.additionalFees || null,
            startTime,
            endTime,
            timezone: data.timezone || null,
            sellerId: userId,
            imageUrl: images[0]?.url ?? null,
            images: images.map((m) => m.url),
            videos,
            youtubeVideos: media.filter((m) => m.kind === 'youtube').map((m) => m.url),
            photoCategories: Object.fromEntries(files.map((m) => [m.url, m.category])),
            sellerType: data.sellerType ?? null,
            fullName: data.sellerType === 'other' ? data.fullName || null : null,
            phoneNumber: data.sellerType === 'other' ? data.phoneNumber || null : null,
            companyName: data.sellerType === 'business' ? data.companyName || null : null,
            companyWebsite: data.sellerType === 'business' ? data.companyWebsite || null : null,
            contactName: data.sellerType === 'business' ? data.contactName || null : null,
            contactPhone: data.sellerType === 'business' ? data.contactPhone || null : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: auctions.id, slug: auctions.slug });
        if (files.length > 0) {
          await tx.insert(auctionPhotos).values(
            files.map((m, i) => ({
              auctionId: row!.id,
              imageUrl: m.url,
              category: m.category,
              sortOrder: i,
              fileType: m.kind === 'video' ? 'video' : 'image',
            })),
          );
        }
        await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
        return { auctionId: row!.id, slug, path: auctionPath({ id: row!.id, slug }), featured: data.featured ?? false };
      });
    } catch (err) {
      // Two listings of the same title at once: the slug's unique index refuses one; it tries the next free slug.
      if (attempt < 3 && (err as { code?: string; cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) continue;
      if (attempt < 3 && (err as { code?: string }).code === UNIQUE_VIOLATION) continue;
      throw err;
    }
  }
}
