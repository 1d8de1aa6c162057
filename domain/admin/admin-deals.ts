import { buyerFeeReturnCents, feeOutcomeText } from '../deals/deal-fee.ts';
import { z } from 'zod';
import { DEAL_STATES } from '../deals/deal-rules.ts';
import { dealStateSchema, dealViewSchema } from '../deals/deal-view.ts';
import { checkMoneyReason } from './admin-money.ts';
import { formatUsd } from '../shared/money.ts';

/**
 * /admin/deals: every deal for the operator, overdue first, then open disputes, then the
 * newest; an admin resolves a dispute by releasing the price to the seller, refunding the buyer, or a split, with a
 * written reason both parties see, after a confirmation that names the movement.
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
export const adminDealDetailSchema = z.object({
  deal: dealViewSchema,
  overdue: z.boolean(),
  messages: z.array(adminDealMessageSchema),
  /** The buyer fee taken at the sale, in cents (0 for a classified, which takes none); a refund does not return it. */
  buyerFeeTakenCents: z.number().int(),
});
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

/** POST /api/admin/deals/:id/resolve: the outcome, for a split the seller's part in whole dollars, and the reason both parties see. */
export const adminResolveBodySchema = z.object({
  outcome: z.enum(['release', 'refund', 'split'], { message: 'Choose release, refund or split.' }),
  sellerAmount: z.unknown().optional(),
  reason: z.string().optional(),
});
export type AdminResolveBody = z.infer<typeof adminResolveBodySchema>;

export type ResolutionChoice = { outcome: 'release' } | { outcome: 'refund' } | { outcome: 'split'; sellerAmount: number };
export type ResolutionOutcome = ResolutionChoice['outcome'];

/** The outcomes as the admin's form names them (the split's refusals point back to these words). */
export const RESOLUTION_LABELS: Record<ResolutionOutcome, string> = {
  release: 'Release to the seller',
  refund: 'Refund the buyer',
  split: 'Part of each',
};
export const CHOOSE_OUTCOME = 'Choose how to resolve the dispute: release, refund or part of each.';

export type ResolutionCheck =
  { ok: true; resolution: ResolutionChoice; reason: string } | { ok: false; code: 'INVALID_AMOUNT' | 'REASON_REQUIRED' | 'REASON_TOO_LONG'; message: string };

/**
 * A split's seller part: whole dollars, more than $0 and less than the price (the buyer gets the rest back).
 * A part of $0 or of the whole price moves the whole amount one way: that is the refund or the release, chosen
 * as such, so a typed 0 never refunds everything from the 'Part of each' choice.
 */
export function splitProblem(raw: unknown, price: number): string | null {
  const amount = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return `Enter the seller's part in whole dollars, from $0 to ${formatUsd(price)}.`;
  if (amount < 0 || amount > price) return `The seller's part must be from $0 to ${formatUsd(price)}, the price of the vehicle.`;
  if (amount === 0) return `A seller's part of $0 refunds the whole price: choose ${RESOLUTION_LABELS.refund} instead.`;
  if (amount === price) return `A seller's part of ${formatUsd(price)} releases the whole price: choose ${RESOLUTION_LABELS.release} instead.`;
  return null;
}

/** The resolution an admin asked for, with its reason (trimmed, 10 to 1000 characters), or why it is refused. */
export function resolutionFor(body: AdminResolveBody, price: number): ResolutionCheck {
  const reason = checkMoneyReason(body.reason);
  if (!reason.ok) return reason;
  if (body.outcome !== 'split') return { ok: true, resolution: { outcome: body.outcome }, reason: reason.reason };
  const problem = splitProblem(body.sellerAmount, price);
  if (problem) return { ok: false, code: 'INVALID_AMOUNT', message: problem };
  const raw = body.sellerAmount;
  return { ok: true, resolution: { outcome: 'split', sellerAmount: typeof raw === 'string' ? Number(raw) : (raw as number) }, reason: reason.reason };
}

/** The admin's form: no outcome chosen beforehand, the seller's part for a split, and the reason. */
export interface ResolveForm {
  outcome: ResolutionOutcome | null;
  sellerAmount: string;
  reason: string;
}

/** The form's rule (each message under its field); the server applies resolutionFor again. */
export function resolveFormSchema(price: number) {
  // One refinement over the whole form, so each field's message shows at once, whichever others are wrong.
  return z.object({ outcome: z.enum(['release', 'refund', 'split']).nullable(), sellerAmount: z.string(), reason: z.string() }).superRefine((f, ctx) => {
    if (f.outcome === null) ctx.addIssue({ code: 'custom', path: ['outcome'], message: CHOOSE_OUTCOME });
    const split = f.outcome === 'split' ? splitProblem(f.sellerAmount, price) : null;
    if (split) ctx.addIssue({ code: 'custom', path: ['sellerAmount'], message: split });
    const reason = checkMoneyReason(f.reason);
    if (!reason.ok) ctx.addIssue({ code: 'custom', path: ['reason'], message: reason.message });
  });
}

/** Who the movement is between, as the deal page names them, and the money the site holds (cents). */
export interface ResolutionParties {
  buyer: string;
  seller: string;
  heldCents: number;
  paymentMethod: 'held' | 'direct';
}

const NO_MONEY_HELD = 'VehicleBid holds no money for this deal (it was paid directly), so no money moves.';

/** What a resolution moves, in whole dollars: to the seller and back to the buyer (null when the site holds nothing). */
export function resolutionAmounts(r: ResolutionChoice, p: ResolutionParties): { seller: number; buyer: number } | null {
  if (p.paymentMethod === 'direct') return null;
  const held = Math.round(p.heldCents / 100);
  if (r.outcome === 'release') return { seller: held, buyer: 0 };
  if (r.outcome === 'refund') return { seller: 0, buyer: held };
  return { seller: r.sellerAmount, buyer: held - r.sellerAmount };
}

/**
 * What the decision does with the buyer fee taken at the sale (decision 031), named to the admin before confirming:
 * 'The buyer fee of $500 taken at the sale is returned to Sam Buyer in full.' Null when no fee was taken.
 */
export function resolutionFeeSentence(r: ResolutionChoice, p: ResolutionParties, feeTakenCents: number): string | null {
  const sellerCents = r.outcome === 'split' ? r.sellerAmount * 100 : null;
  const back = buyerFeeReturnCents({ move: 'resolve', outcome: r.outcome, feeTakenCents, sellerCents });
  const text = feeOutcomeText({ feeTakenCents, feeReturnCents: back, viewer: 'admin' });
  return text ? text.replace('to the buyer', `to ${p.buyer}`) : null;
}

/**
 * The confirmation's sentence, naming both parties and both amounts before the money moves, e.g. 'Refund $42,000
 * to Sam Buyer and release $0 to Classic Motors.'
 */
export function resolutionSentence(r: ResolutionChoice, p: ResolutionParties): string {
  const amounts = resolutionAmounts(r, p);
  if (!amounts) return `Decide for ${r.outcome === 'release' ? p.seller : p.buyer}. ${NO_MONEY_HELD}`;
  const release = `release ${formatUsd(amounts.seller)} to ${p.seller}`;
  const refund = `refund ${formatUsd(amounts.buyer)} to ${p.buyer}`;
  const [first, second] = r.outcome === 'refund' ? [refund, release] : [release, refund];
  return `${first[0]!.toUpperCase()}${first.slice(1)} and ${second}.`;
}

/** The confirm button: the movement it makes ('Refund $42,000 to Sam Buyer', 'Release $26,500 and refund $15,500'). */
export function resolutionButton(r: ResolutionChoice, p: ResolutionParties): string {
  const amounts = resolutionAmounts(r, p);
  if (!amounts) return `Decide for ${r.outcome === 'release' ? p.seller : p.buyer}`;
  if (r.outcome === 'release') return `Release ${formatUsd(amounts.seller)} to ${p.seller}`;
  if (r.outcome === 'refund') return `Refund ${formatUsd(amounts.buyer)} to ${p.buyer}`;
  return `Release ${formatUsd(amounts.seller)} and refund ${formatUsd(amounts.buyer)}`;
}
