// Messages between members (docs/product-rules.md 5.4) as the API sends them, written once for the server's
// routes and the web app's hooks. The request body is message-schema.ts's.
import { z } from 'zod';

/** A member named in a conversation; `verified`: their identity is verified (the Verified badge beside the name). */
export const messageUserSchema = z.object({ id: z.string(), displayName: z.string(), verified: z.boolean() });
export type UserRef = z.infer<typeof messageUserSchema>;

export const conversationSchema = z.object({
  otherUser: messageUserSchema,
  auction: z.object({ id: z.string(), title: z.string(), path: z.string() }).nullable(),
  lastMessage: z.object({ id: z.string(), subject: z.string(), content: z.string(), createdAt: z.string(), fromMe: z.boolean() }),
  unread: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  subject: z.string(),
  content: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  fromMe: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** The pages of a list: the keyset cursor of the next page, if any. */
export const messagesCursorQuerySchema = z.object({ cursor: z.string().max(200).optional() });
/** GET /api/messages/with/:userId and its /read: the conversation about one listing, else the general one. */
export const conversationQuerySchema = messagesCursorQuerySchema.extend({ auction: z.uuid().optional() });

/** GET /api/messages/conversations: newest first, page by page. */
export const conversationPageSchema = z.object({ items: z.array(conversationSchema), nextCursor: z.string().nullable() });

/** GET /api/messages/with/:userId: one conversation, newest first, page by page. */
export const conversationMessagesSchema = z.object({ otherUser: messageUserSchema, items: z.array(messageSchema), nextCursor: z.string().nullable() });

export const unreadMessagesSchema = z.object({ count: z.number() });

export const markedReadSchema = z.object({ read: z.number() });

/** POST /api/messages (201). */
export const sentMessageSchema = z.object({
  id: z.string(),
  toUserId: z.string(),
  auctionId: z.string().nullable(),
  subject: z.string(),
  createdAt: z.string(),
});
