// The member's signed-in sessions as /profile lists them (wire shapes for server and web).
import { z } from 'zod';

export const memberSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  device: z.string(),
  /** The address it signed in from, as the server's client-address rule decided it (decision 016). */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionsSchema = z.object({ sessions: z.array(memberSessionSchema) });

export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** The new-browser mail's link (a signed token naming one session). */
export const endSessionByLinkInput = z.object({ token: z.string().min(1).max(200) });

export const END_SESSION_TEXTS = {
  ended: 'That session has been signed out. If it was not you, change your password now.',
  alreadyEnded: 'That session had already ended. If the sign-in was not you, change your password now.',
  invalid: 'This link is not valid. Sign in and end the session from your profile instead.',
} as const;
