import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { siteSettings } from '../../db/schema.ts';

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row?.value;
}
