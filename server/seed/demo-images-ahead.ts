import { like } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/connect.ts';
import { auctions } from '../db/schema.ts';
import type { DemoImageCache } from './demo-image-cache.ts';
import { demoImageUrls } from './demo-images.ts';

/** Whether the database holds the demo data (its listings show the demo images). */
export async function holdsDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: auctions.id }).from(auctions).where(like(auctions.imageUrl, '/media/demo/%')).limit(1);
  return row !== undefined;
}

/**
 * DEMO_IMAGES=ahead: once the demo data is seeded, or at any start of a
 * database that holds it, every demo image not yet kept for this recipe is drawn in the background, the first
 * pages' first; what a visitor asks for meanwhile goes ahead. Kept images are not drawn again, so a restart
 * draws nothing unless the drawing code changed.
 */
export async function drawDemoImagesAhead(o: { cache: DemoImageCache; db: Db; seeded: boolean; logger: Logger }): Promise<void> {
  if (!o.seeded && !(await holdsDemoData(o.db))) return;
  const started = Date.now();
  const images = await o.cache.prefill(demoImageUrls());
  o.logger.info({ images, seconds: Math.round((Date.now() - started) / 100) / 10 }, 'demo images drawn');
}
