import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from '../db/connect.ts';
import type { DemoImageCache } from './demo-image-cache.ts';
import { demoImageUrls } from './demo-images.ts';
import { drawDemoImagesAhead } from './demo-images-ahead.ts';
import { seedDemoData } from './seed-demo-data.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => database.close());

/** A cache that only records what it was asked to draw ahead. */
function recordingCache() {
  const asked: string[][] = [];
  const cache: DemoImageCache = {
    get: () => Promise.resolve(null),
    prefill: (urls) => (asked.push([...urls]), Promise.resolve(urls.length)),
    queue: () => ({ running: [], waiting: [] }),
  };
  return { cache, asked };
}

describe('drawing the demo images ahead (issue 25 item 24)', () => {
  const logger = pino({ level: 'silent' });

  it('draws them after the demo data is seeded, and at every later start of a database that holds it', async () => {
    const { cache, asked } = recordingCache();
    await drawDemoImagesAhead({ cache, db: database.db, seeded: true, logger });
    expect(asked).toEqual([demoImageUrls()]);
    await seedDemoData(database.db, new Date());
    // A restart: the cache draws what it does not hold for this recipe (nothing, when the drawing code is the same).
    await drawDemoImagesAhead({ cache, db: database.db, seeded: false, logger });
    expect(asked).toEqual([demoImageUrls(), demoImageUrls()]);
  });

  it('draws nothing for a database without the demo data', async () => {
    const { cache, asked } = recordingCache();
    await drawDemoImagesAhead({ cache, db: database.db, seeded: false, logger });
    expect(asked).toEqual([]);
  });
});
