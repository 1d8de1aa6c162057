// The admin content page (contact messages and comment moderation, decision 012) as the API takes and sends it,
// written once for the server's routes and the web app's hooks, and held to the types of admin-content.ts.
import { z } from 'zod';
import { REPLY_MAX, type AdminComment, type AdminContactMessage, type ReportedComment } from './admin-content.ts';

export const contactMessageSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), adminName: z.string().nullable(), createdAt: z.string() })),
}) satisfies z.ZodType<AdminContactMessage>;
export const adminCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  auction: z.object({ id: z.string(), title: z.string(), path: z.string() }),
  likeCount: z.number(),
  reportCount: z.number(),
}) satisfies z.ZodType<AdminComment>;
export const reportedCommentSchema = adminCommentSchema.extend({
  reports: z.array(z.object({ reporterName: z.string(), reason: z.string().nullable(), createdAt: z.string() })),
  lastReportedAt: z.string(),
}) satisfies z.ZodType<ReportedComment>;

/** GET /api/admin/contact-messages: a page of messages (keyset cursor). */
export const contactMessagePageSchema = z.object({ messages: z.array(contactMessageSchema), nextCursor: z.string().nullable() });
/** GET /api/admin/comments: a page of the latest comments (keyset cursor). */
export const adminCommentPageSchema = z.object({ comments: z.array(adminCommentSchema), nextCursor: z.string().nullable() });
/** GET /api/admin/comment-reports. */
export const reportedCommentsSchema = z.object({ comments: z.array(reportedCommentSchema) });

/** PUT /api/admin/contact-messages/:id/handled. */
export const handledBodySchema = z.object({ handled: z.boolean() });
export type HandledBody = z.infer<typeof handledBodySchema>;
/** POST /api/admin/contact-messages/:id/reply: its length is judged by the use case, with its own message. */
export const replyBodySchema = z.object({ body: z.string().max(REPLY_MAX * 2) });
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** What a moderation or message action answers when it is done. */
export const contentActionDoneSchema = z.object({ ok: z.literal(true) });
