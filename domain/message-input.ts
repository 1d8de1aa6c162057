// SPEC 5 "Message compose" and SPEC 8 "Messaging": the texts and rules of a new message.
import { z } from 'zod';

export const MESSAGE_TEXTS = {
  required: 'Subject and message content are required',
  userNotFound: 'User not found. Please check the display name.',
  findFailed: 'Failed to find recipient',
  noRecipient: 'Please specify a recipient',
  mustBeLoggedIn: 'You must be logged in to send messages',
  sendFailed: 'Failed to send message',
  sent: 'Message sent successfully!',
  pleaseLogIn: 'Please log in to send messages',
  notYourself: 'You cannot message yourself',
  authorizeFirst: 'Please complete bidder authorization to message the seller',
} as const;

export const SUBJECT_MAX = 200;
export const CONTENT_MAX = 5000;

/** The body of POST /api/messages: a recipient by id or by display name, a subject and the text. */
export const messageInput = z.object({
  to_user_id: z.uuid().optional(),
  recipient_name: z.string().max(100).optional(),
  auction_id: z.uuid().optional(),
  subject: z.string().max(SUBJECT_MAX),
  content: z.string().max(CONTENT_MAX),
});
export type MessageInput = z.infer<typeof messageInput>;

/** SPEC 5: both required after trimming; null when one is blank. */
export function trimmedMessage(subject: string, content: string): { subject: string; content: string } | null {
  const s = subject.trim();
  const c = content.trim();
  return s && c ? { subject: s, content: c } : null;
}

/** A reply in a conversation takes 'Re: {subject}' (once: a reply to a reply keeps one 'Re: '). */
export function replySubject(subject: string): string {
  const s = subject.trim();
  return /^re:\s/i.test(s) ? s : `Re: ${s}`;
}
