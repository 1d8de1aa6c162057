import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, heroImages } from '../../db/schema.ts';
import type { HeroContent } from '../../../domain/listings/listing-card.ts';
import { cardColumns, toCard } from './listing-card.ts';

/** SPEC 7: the hero's candidate pools hold 20; SPEC 9: 6 featured slides. */
export const HERO_POOL_LIMIT = 20;
export const HERO_SLIDES = 6;

/**
 * SPEC 2 hero carousel: the single active hero image (absent is no error), then up to 6 random listings
 * drawn from the featured active ones (limit 20) or, when none is featured, from the active ones (limit 20).
 * Active means not ended (SPEC 4), auctions and classifieds alike ('View Auction' or 'View Listing').
 */
export async function heroContent(db: Db, now: Date, random: () => number = Math.random): Promise<HeroContent> {
  const open = and(sql`${auctions.status} = 'active'`, or(isNull(auctions.endTime), gt(auctions.endTime, now)));
  const pool = (featuredOnly: boolean) =>
    db
      .select(cardColumns)
      .from(auctions)
      .where(featuredOnly ? and(eq(auctions.featured, true), open) : open)
      .orderBy(asc(auctions.endTime), asc(auctions.id))
      .limit(HERO_POOL_LIMIT);
  const [image] = await db.select({ imageUrl: heroImages.imageUrl, title: heroImages.title }).from(heroImages).where(eq(heroImages.isActive, true)).limit(1);
  let rows = await pool(true);
  if (rows.length === 0) rows = await pool(false);
  return { heroImage: image ?? null, slides: shuffle(rows, random).slice(0, HERO_SLIDES).map(toCard) };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
