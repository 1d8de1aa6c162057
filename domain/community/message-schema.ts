// The body of POST /api/messages (SPEC 5, 8): its schema, apart from the texts and rules the web app imports.
import { z } from 'zod';
import { CONTENT_MAX, SUBJECT_MAX } from './message-input.ts';

/** A recipient by id or by display name, a subject and the text. */
export const messageInput = z.object({
  to_user_id: z.uuid().optional(),
  recipient_name: z.string().max(100).optional(),
  auction_id: z.uuid().optional(),
  subject: z.string().max(SUBJECT_MAX),
  content: z.string().max(CONTENT_MAX),
});
export type MessageInput = z.infer<typeof messageInput>;
