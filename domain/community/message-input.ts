// SPEC 5 "Message compose" and SPEC 8 "Messaging": the texts and rules of a new message. No zod here: the
// listing page's 'Message Seller' imports these texts, and building a schema costs a page's start-up
// (decision 009); the API's schema is in message-schema.ts.

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
