// Shapes of the admin API's answers: zod schemas the server's routes answer with, and their types the
// admin pages read. Times are ISO strings.
import { z } from 'zod';
import { cancelledBidsSchema, memberLiveBiddingSchema } from '../membership/member-suspension.ts';

/** A user in the admin user list (GET /api/admin/users). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  status: z.string(),
  /** A suspended member's: why (the admin's words, told to the member) and when; null otherwise or when none was written. */
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  /** A suspended member's: how many live auctions they still lead (their bids were kept); null for other members. */
  leadsLiveAuctions: z.number().int().nullable(),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** A member as the admin opens them (GET /api/admin/users/:id, and the answer of every change to them). */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema,
  counts: z.object({ listings: z.number(), bids: z.number(), authorizations: z.number(), holds: z.number(), messages: z.number() }),
  /** What a suspension would keep or cancel; after one, what the member still has running. */
  liveBidding: memberLiveBiddingSchema,
  recentListings: z.array(
    z.object({ id: z.string(), title: z.string(), slug: z.string().nullable(), status: z.string(), currentBid: z.number(), createdAt: z.string() }),
  ),
  recentBids: z.array(
    z.object({ id: z.string(), auctionId: z.string(), title: z.string(), slug: z.string().nullable(), amount: z.number(), createdAt: z.string() }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** An entry of the admin audit log (GET /api/admin/audit-log). */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /api/admin/audit-log: a page of entries, newest first (keyset cursor). */
export const auditLogPageSchema = z.object({ entries: z.array(auditLogEntrySchema), nextCursor: z.string().nullable() });

/** GET /api/admin/audit-log/facets: the actions and entities the log holds, for its filters. */
export const auditFacetsSchema = z.object({ actions: z.array(z.string()), entities: z.array(z.string()) });

/** GET /api/admin/users: a page of members (keyset cursor). */
export const adminUserPageSchema = z.object({ users: z.array(adminUserRowSchema), nextCursor: z.string().nullable() });

/** PUT /api/admin/users/:id/admin. */
export const adminRoleBodySchema = z.object({ isAdmin: z.boolean() });
/** PUT /api/admin/users/:id/verified. */
export const adminVerifiedBodySchema = z.object({ isVerified: z.boolean() });

/** PUT /api/admin/users/:id/status: the member as now, and what cancelling their bids did, when asked. */
export const adminUserStatusAnswerSchema = adminUserDetailSchema.extend({ cancelled: cancelledBidsSchema.optional() });
