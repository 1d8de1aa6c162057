// The deal API's requests (docs/product-rules.md 4.7): the members' moves, each at its own address with its own
// body, the list's query and the checkout's return. One table for the server's routes and the web app's hooks.
import { z } from 'zod';
import type { DealMove } from './deal-rules.ts';
import { handOverBodySchema, openDisputeBodySchema, sendTitleBodySchema } from './deal-view.ts';

/**
 * The members' moves: POST /api/deals/:id/<path>, with the body it takes (none: an empty object). 'pay' is the
 * checkout (POST /api/deals/:id/pay, then the webhook or the return page) and 'resolve' the admins' route.
 */
export const DEAL_MOVE_ROUTES = [
  { path: 'confirm-payment', move: 'confirm_payment', body: null },
  { path: 'hand-over', move: 'hand_over', body: handOverBodySchema },
  { path: 'send-title', move: 'send_title', body: sendTitleBodySchema },
  { path: 'confirm-received', move: 'confirm_received', body: null },
  { path: 'receive-title', move: 'receive_title', body: null },
  { path: 'dispute', move: 'open_dispute', body: openDisputeBodySchema },
  { path: 'cancel-non-payment', move: 'cancel_non_payment', body: null },
  { path: 'back-out', move: 'back_out', body: null },
] as const satisfies readonly { path: string; move: DealMove; body: z.ZodType | null }[];

/** The address of a member's move under /api/deals/:id/, or null for a move members do not make at an address of its own. */
export function dealMovePath(move: DealMove): string | null {
  return DEAL_MOVE_ROUTES.find((r) => r.move === move)?.path ?? null;
}

/** GET /api/deals?role=: the buyer's purchases, or the seller's sold vehicles. */
export const dealListQuerySchema = z.object({ role: z.enum(['buyer', 'seller']).default('buyer') });
export type DealListRole = z.output<typeof dealListQuerySchema>['role'];

/** POST /api/deals/:id/verify-payment: the checkout session the buyer came back from. */
export const dealCheckoutReturnBodySchema = z.object({ session_id: z.string().min(1).max(300) });
export type DealCheckoutReturnBody = z.infer<typeof dealCheckoutReturnBodySchema>;
