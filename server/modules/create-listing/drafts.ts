import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { listingDrafts, listingUploads } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { listingDraftData, type ListingDraftData } from '../../../domain/listings/listing-input.ts';
import type { Draft, DraftSummary, UploadedFile } from '../../../domain/listings/listing-drafts.ts';

/** Drafts a seller may keep at once (keeps a runaway script from filling the table). */
export const MAX_DRAFTS_PER_SELLER = 20;

export const DRAFT_NOT_FOUND = 'Draft not found';

function summary(row: typeof listingDrafts.$inferSelect): DraftSummary {
  const data = listingDraftData.safeParse(row.data);
  const d = data.success ? data.data : {};
  const vehicle = [d.year, d.make, d.model].filter((v) => v != null && v !== '').join(' ');
  return {
    id: row.id,
    title: d.title || vehicle || null,
    category: d.category ?? null,
    listingType: d.listingType ?? null,
    coverUrl: d.media?.find((m) => m.kind === 'image')?.url ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDrafts(deps: AppDeps, userId: string): Promise<DraftSummary[]> {
  const rows = await deps.db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId)).orderBy(desc(listingDrafts.updatedAt));
  return rows.map(summary);
}

export async function createDraft(deps: AppDeps, userId: string, data: ListingDraftData): Promise<Draft> {
  const existing = await deps.db.$count(listingDrafts, eq(listingDrafts.userId, userId));
  if (existing >= MAX_DRAFTS_PER_SELLER) {
    throw new AppError(409, 'TOO_MANY_DRAFTS', `You can keep at most ${MAX_DRAFTS_PER_SELLER} drafts; delete one to start another`);
  }
  const now = deps.clock.now();
  const [row] = await deps.db.insert(listingDrafts).values({ userId, data, createdAt: now, updatedAt: now }).returning();
  return toDraft(row!, []);
}

/** The seller's own draft; anybody else's is answered as not found (its existence stays private). */
export async function ownDraft(deps: AppDeps, userId: string, draftId: string): Promise<typeof listingDrafts.$inferSelect> {
  const [row] = await deps.db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)))
    .limit(1);
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return row;
}

export async function loadDraft(deps: AppDeps, userId: string, draftId: string): Promise<Draft> {
  const row = await ownDraft(deps, userId, draftId);
  return toDraft(row, await uploadsOf(deps, draftId));
}

export async function uploadsOf(deps: AppDeps, draftId: string): Promise<UploadedFile[]> {
  const rows = await deps.db.select().from(listingUploads).where(eq(listingUploads.draftId, draftId)).orderBy(asc(listingUploads.createdAt));
  return rows.map((r) => ({ id: r.id, kind: r.kind as 'image' | 'video', url: r.url, bytes: r.bytes, width: r.width, height: r.height }));
}

/** Autosave: the whole form as it stands replaces what was saved. */
export async function saveDraft(deps: AppDeps, userId: string, draftId: string, data: ListingDraftData): Promise<{ updatedAt: string }> {
  const [row] = await deps.db
    .update(listingDrafts)
    .set({ data, updatedAt: deps.clock.now() })
    .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)))
    .returning({ updatedAt: listingDrafts.updatedAt });
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return { updatedAt: row.updatedAt.toISOString() };
}

export async function deleteDraft(deps: AppDeps, userId: string, draftId: string): Promise<void> {
  const rows = await deps.db
    .delete(listingDrafts)
    .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)))
    .returning({ id: listingDrafts.id });
  if (rows.length === 0) throw notFound(DRAFT_NOT_FOUND);
}

function toDraft(row: typeof listingDrafts.$inferSelect, uploads: UploadedFile[]): Draft {
  const parsed = listingDraftData.safeParse(row.data);
  return {
    id: row.id,
    data: parsed.success ? parsed.data : {},
    uploads,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
