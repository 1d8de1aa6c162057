import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, categories } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { forgetIfUnused, objectKeysOf } from '../create-listing/store-upload.ts';
import { liveAuctionsByCategory } from '../listings/category-counts.ts';
import {
  CATEGORY_MESSAGES,
  categoryCountText,
  categoryInput,
  categoryOrder,
  categoryPatch,
  firstCategoryProblem,
  isBuiltInCategory,
  isCompleteOrder,
  type AdminCategory,
} from '../../../domain/listings/site-categories.ts';

// The categories an admin adds, edits, orders, shows or hides, and (an added one nobody
// lists in) deletes. Every change is in the audit log, in the transaction that makes it.

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Row = typeof categories.$inferSelect;

const invalid = (error: Parameters<typeof firstCategoryProblem>[0]) => badRequest(firstCategoryProblem(error), 'INVALID_CATEGORY');
const UNIQUE_VIOLATION = '23505';
const isDuplicate = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
};
const slugTaken = (slug: string) => new AppError(409, 'CATEGORY_SLUG_TAKEN', CATEGORY_MESSAGES.slugTaken(slug));
const titleTaken = (title: string) => new AppError(409, 'CATEGORY_NAME_TAKEN', CATEGORY_MESSAGES.titleTaken(title));

/** What the audit log keeps of a category. */
const snapshot = (c: Row) => ({
  title: c.title,
  slug: c.slug,
  description: c.description,
  imageUrl: c.imageUrl,
  displayOrder: c.displayOrder,
  isActive: c.isActive,
});

async function listingCounts(db: Deps['db']): Promise<Map<string, number>> {
  const rows = await db.select({ category: auctions.category, n: count() }).from(auctions).groupBy(auctions.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

function toAdmin(c: Row, live: Record<string, number>, listings: Map<string, number>): AdminCategory {
  const n = live[c.slug] ?? 0;
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    description: c.description,
    imageUrl: c.imageUrl,
    displayOrder: c.displayOrder,
    isActive: c.isActive,
    builtIn: isBuiltInCategory(c.slug),
    liveAuctions: n,
    countText: categoryCountText(n),
    listings: listings.get(c.slug) ?? 0,
  };
}

/** Every category, shown or hidden, in display order, with the live figure the home page's tile shows. */
export async function listAdminCategories(deps: Deps): Promise<AdminCategory[]> {
  const [rows, live, listings] = await Promise.all([
    deps.db.select().from(categories).orderBy(asc(categories.displayOrder), asc(categories.title)),
    liveAuctionsByCategory(deps),
    listingCounts(deps.db),
  ]);
  return rows.map((c) => toAdmin(c, live, listings));
}

async function oneAdminCategory(deps: Deps, row: Row): Promise<AdminCategory> {
  const [live, listings] = await Promise.all([liveAuctionsByCategory(deps), listingCounts(deps.db)]);
  return toAdmin(row, live, listings);
}

/** Refuses a name another category has (names are compared without case or outer spaces). */
async function checkTitleFree(tx: Tx, title: string, exceptId: string | null) {
  const [other] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.title}) = ${title.toLowerCase()}${exceptId ? sql` and ${categories.id} <> ${exceptId}` : sql``}`)
    .limit(1);
  if (other) throw titleTaken(title);
}

/** A new category, last in the order; its address comes from its name by the slug rule unless given. */
export async function createCategory(deps: Deps, actorId: string, raw: unknown): Promise<AdminCategory> {
  const parsed = categoryInput.safeParse(raw ?? {});
  if (!parsed.success) throw invalid(parsed.error);
  const input = parsed.data;
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      // One new category at a time, so two made at once do not share a place in the order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories.order'))`);
      const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.slug)).limit(1);
      if (taken) throw slugTaken(input.slug);
      await checkTitleFree(tx, input.title, null);
      const [last] = await tx.select({ max: sql<number | null>`max(${categories.displayOrder})` }).from(categories);
      const [made] = await tx
        .insert(categories)
        .values({ ...input, displayOrder: (last?.max ?? 0) + 1, createdAt: now })
        .returning();
      await recordAudit(tx, { actorId, action: 'category.create', entity: 'category', entityId: made!.slug, after: snapshot(made!) }, now);
      return made!;
    });
    return oneAdminCategory(deps, row);
  } catch (err) {
    if (isDuplicate(err)) throw slugTaken(input.slug);
    throw err;
  }
}

/**
 * An edit: name, description, image, or (isActive alone) showing or hiding it, audited as such with the
 * fields that changed. A replaced uploaded image's files go when nothing else shows them.
 */
export async function updateCategory(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger'>,
  actorId: string,
  id: string,
  raw: unknown,
): Promise<AdminCategory> {
  const parsed = categoryPatch.safeParse(raw ?? {});
  if (!parsed.success) throw invalid(parsed.error);
  const patch = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<
    Pick<Row, 'title' | 'description' | 'imageUrl' | 'isActive'>
  >;
  const now = deps.clock.now();
  const { row, replacedImage } = await deps.db.transaction(async (tx) => {
    const [old] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!old) throw notFound(CATEGORY_MESSAGES.notFound);
    const keys = (Object.keys(patch) as (keyof typeof patch)[]).filter((k) => patch[k] !== old[k]);
    if (keys.length === 0) return { row: old, replacedImage: null };
    if (patch.title !== undefined && patch.title.toLowerCase() !== old.title.toLowerCase()) await checkTitleFree(tx, patch.title, id);
    const [next] = await tx.update(categories).set(patch).where(eq(categories.id, id)).returning();
    const action = keys.length === 1 && keys[0] === 'isActive' ? (next!.isActive ? 'category.show' : 'category.hide') : 'category.update';
    await recordAudit(
      tx,
      {
        actorId,
        action,
        entity: 'category',
        entityId: old.slug,
        before: Object.fromEntries(keys.map((k) => [k, old[k]])),
        after: Object.fromEntries(keys.map((k) => [k, next![k]])),
      },
      now,
    );
    return { row: next!, replacedImage: keys.includes('imageUrl') ? old.imageUrl : null };
  });
  if (replacedImage) await forgetImage(deps, replacedImage);
  return oneAdminCategory(deps, row);
}

/** A new order: every category's id, first shown first; display_order becomes 1, 2, 3, ... */
export async function reorderCategories(deps: Deps, actorId: string, raw: unknown): Promise<AdminCategory[]> {
  const parsed = categoryOrder.safeParse(raw ?? {});
  if (!parsed.success) throw invalid(parsed.error);
  const { ids } = parsed.data;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories.order'))`);
    const rows = await tx.select().from(categories).orderBy(asc(categories.displayOrder), asc(categories.title)).for('update');
    if (
      !isCompleteOrder(
        ids,
        rows.map((r) => r.id),
      )
    )
      throw badRequest(CATEGORY_MESSAGES.orderIncomplete, 'INVALID_CATEGORY_ORDER');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const before = rows.map((r) => r.slug);
    const after = ids.map((i) => byId.get(i)!.slug);
    for (const [i, id] of ids.entries()) {
      if (byId.get(id)!.displayOrder !== i + 1)
        await tx
          .update(categories)
          .set({ displayOrder: i + 1 })
          .where(eq(categories.id, id));
    }
    if (before.join() !== after.join())
      await recordAudit(
        tx,
        { actorId, action: 'category.reorder', entity: 'category', entityId: null, before: { order: before }, after: { order: after } },
        now,
      );
  });
  return listAdminCategories(deps);
}

/** Deletes an added category nobody lists in; the seven built-in ones and any with listings are hidden instead. */
export async function deleteCategory(deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger'>, actorId: string, id: string): Promise<void> {
  const now = deps.clock.now();
  const imageUrl = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
    if (isBuiltInCategory(row.slug)) throw new AppError(409, 'CATEGORY_BUILT_IN', CATEGORY_MESSAGES.builtInKept);
    // The row lock holds off a listing moved into it meanwhile (its foreign key waits on the lock).
    const [listed] = await tx.select({ n: count() }).from(auctions).where(eq(auctions.category, row.slug));
    if (listed && listed.n > 0) throw new AppError(409, 'CATEGORY_HAS_LISTINGS', CATEGORY_MESSAGES.hasListings(listed.n));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, { actorId, action: 'category.delete', entity: 'category', entityId: row.slug, before: snapshot(row) }, now);
    return row.imageUrl;
  });
  if (imageUrl) await forgetImage(deps, imageUrl);
}

async function forgetImage(deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>, url: string) {
  const keys = objectKeysOf(url);
  if (keys.length > 0) await forgetIfUnused(deps, url, keys);
}
