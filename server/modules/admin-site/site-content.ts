import { desc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { heroImages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { forgetIfUnused, objectKeysOf } from '../create-listing/store-upload.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const listHeroImages = (deps: Deps) => deps.db.select().from(heroImages).orderBy(desc(heroImages.isActive), desc(heroImages.createdAt));

export async function addHeroImage(deps: Deps, actorId: string, input: { imageUrl: string; title: string | null; makeActive: boolean }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (input.makeActive) await tx.update(heroImages).set({ isActive: false }).where(eq(heroImages.isActive, true));
    const [row] = await tx.insert(heroImages).values({ imageUrl: input.imageUrl, title: input.title, isActive: input.makeActive, createdAt: now }).returning();
    await recordAudit(
      tx,
      {
        actorId,
        action: 'hero.create',
        entity: 'hero_image',
        entityId: row!.id,
        after: { imageUrl: row!.imageUrl, title: row!.title, isActive: row!.isActive },
      },
      now,
    );
    return row!;
  });
}

/** SPEC 7: hero_images has a single active row; making one active makes the others inactive. */
export async function setHeroActive(deps: Deps, actorId: string, id: string, active: boolean) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(heroImages).where(eq(heroImages.id, id)).for('update');
    if (!row) throw notFound('Hero image not found');
    if (row.isActive === active) return;
    if (active) await tx.update(heroImages).set({ isActive: false }).where(ne(heroImages.id, id));
    await tx.update(heroImages).set({ isActive: active }).where(eq(heroImages.id, id));
    await recordAudit(
      tx,
      {
        actorId,
        action: active ? 'hero.activate' : 'hero.deactivate',
        entity: 'hero_image',
        entityId: id,
        before: { isActive: row.isActive },
        after: { isActive: active },
      },
      now,
    );
  });
}

/** Deletes a hero image, and its uploaded photo's files when nothing else shows the same photo. */
export async function deleteHeroImage(deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger'>, actorId: string, id: string) {
  const now = deps.clock.now();
  const imageUrl = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(heroImages).where(eq(heroImages.id, id)).returning();
    if (!row) throw notFound('Hero image not found');
    await recordAudit(
      tx,
      { actorId, action: 'hero.delete', entity: 'hero_image', entityId: id, before: { imageUrl: row.imageUrl, title: row.title, isActive: row.isActive } },
      now,
    );
    return row.imageUrl;
  });
  const keys = objectKeysOf(imageUrl);
  if (keys.length > 0) await forgetIfUnused(deps, imageUrl, keys);
}
