import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { categories } from '../db/schema.ts';
import { buildCategories } from './categories.ts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.ts';

export const PRODUCTION_SEED_WARNING =
  'SEED_DEMO=auto in production: an empty database gets the demo data, whose accounts (admin@example.com among them) ' +
  "share the README's published password. Never set it on a live site; make the first admin with `npm run admin:create`.";

/**
 * What a server puts into its database at start. The demo data only where
 * SEED_DEMO is 'auto' (the default outside production; production must ask for it and is warned);
 * otherwise an empty database gets only what the product itself needs: SPEC 3's seven built-in categories.
 * Returns whether the demo data was seeded.
 */
export async function seedOnStart(o: { config: Config; db: Db; logger: Logger; now: Date }): Promise<boolean> {
  const { config, db, logger } = o;
  if (config.SEED_DEMO === 'auto') {
    if (config.isProduction) logger.warn(PRODUCTION_SEED_WARNING);
    if (!(await isDatabaseEmpty(db))) return false;
    const summary = await seedDemoData(db, o.now);
    logger.info(summary, 'empty database: demo data seeded');
    return true;
  }
  const [anyCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!anyCategory) {
    await db.insert(categories).values(buildCategories(o.now)).onConflictDoNothing();
    logger.info('empty database: the seven built-in categories were created (no demo data: SEED_DEMO=never)');
  }
  return false;
}
