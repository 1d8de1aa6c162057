import { z } from 'zod';
import { DEAL_STATES } from './deal-rules.ts';
import { dealStateSchema, dealViewSchema } from './deal-view.ts';
import { formatUsd } from './money.ts';

/**
 * /admin/deals (issue 26 item 7): every deal for the operator, overdue first, then open disputes, then the
 * newest; an admin resolves a dispute by releasing the price to the seller, refunding the buyer, or a split.
 */
export const ADMIN_DEAL_FILTERS = ['all', ...DEAL_STATES] as const;
export type AdminDealFilter = (typeof ADMIN_DEAL_FILTERS)[number];

export const adminDealRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: dealStateSchema,
  paymentMethod: z.enum(['held', 'direct']),
  price: z.number().int(),
  buyerName: z.string(),
  sellerName: z.string(),
  createdAt: z.string(),
  /** The next step's deadline, when it has one. */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  disputedAt: z.string().nullable(),
});
export type AdminDealRow = z.infer<typeof adminDealRowSchema>;
export const adminDealListSchema = z.object({ deals: z.array(adminDealRowSchema), openDisputes: z.number().int(), overdue: z.number().int() });

export const adminDealMessageSchema = z.object({ id: z.string(), from: z.enum(['buyer', 'seller']), content: z.string(), createdAt: z.string() });
export const adminDealDetailSchema = z.object({ deal: dealViewSchema, overdue: z.boolean(), messages: z.array(adminDealMessageSchema) });
export type AdminDealDetail = z.infer<typeof adminDealDetailSchema>;

/** A step is overdue once its deadline has passed and the deal is still waiting on it. */
export const isOverdue = (dueAt: Date | null, now: Date): boolean => dueAt !== null && dueAt.getTime() < now.getTime();

/** Overdue first (the longest overdue at the top), then open disputes (the oldest first), then the newest deals. */
export function compareAdminDeals(a: AdminDealRow, b: AdminDealRow): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.overdue) return Date.parse(a.dueAt!) - Date.parse(b.dueAt!);
  const da = a.state === 'disputed';
  if (da !== (b.state === 'disputed')) return da ? -1 : 1;
  if (da) return Date.parse(a.disputedAt ?? a.createdAt) - Date.parse(b.disputedAt ?? b.createdAt);
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1);
}

/** POST /api/admin/deals/:id/resolve: the outcome, and for a split the seller's part in whole dollars. */
export const adminResolveBodySchema = z.object({
  outcome: z.enum(['release', 'refund', 'split'], { message: 'Choose release, refund or split.' }),
  sellerAmount: z.unknown().optional(),
});
export type AdminResolveBody = z.infer<typeof adminResolveBodySchema>;

export type ResolutionChoice = { outcome: 'release' } | { outcome: 'refund' } | { outcome: 'split'; sellerAmount: number };

/**
 * A split's seller part must be whole dollars from 0 to the price; the buyer gets the rest back. A part of 0
 * is a full refund and the whole price a full release, so the deal's record says what really happened.
 */
export function resolutionFor(body: AdminResolveBody, price: number): { ok: true; resolution: ResolutionChoice } | { ok: false; message: string } {
  if (body.outcome !== 'split') return { ok: true, resolution: { outcome: body.outcome } };
  const raw = body.sellerAmount;
  const amount = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return { ok: false, message: `Enter the seller's part in whole dollars, from $0 to ${formatUsd(price)}.` };
  if (amount < 0 || amount > price) return { ok: false, message: `The seller's part must be from $0 to ${formatUsd(price)}, the price of the vehicle.` };
  if (amount === 0) return { ok: true, resolution: { outcome: 'refund' } };
  if (amount === price) return { ok: true, resolution: { outcome: 'release' } };
  return { ok: true, resolution: { outcome: 'split', sellerAmount: amount } };
}

/** What the admin is about to do, in the confirm dialog's words. */
export function resolutionSummary(r: ResolutionChoice, price: number): string {
  if (r.outcome === 'release') return `Release ${formatUsd(price)} to the seller.`;
  if (r.outcome === 'refund') return `Refund ${formatUsd(price)} to the buyer.`;
  return `Release ${formatUsd(r.sellerAmount)} to the seller and refund ${formatUsd(price - r.sellerAmount)} to the buyer.`;
}
