// Issue 13 e-mail alerts as the API sends them: the signed-in user's choice per alert type (/profile) and
// what a one-click unsubscribe link covers (/unsubscribe). Written once for the server's response schemas
// and the web app's hooks.
import { z } from 'zod';

/** GET and PUT /api/notification-preferences: one alert type with the user's choice and its default. */
export const emailPreferenceSchema = z.object({ type: z.string(), label: z.string(), email: z.boolean(), defaultOn: z.boolean() });
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** /api/email/unsubscribe and /resubscribe: the types the link covers, and whether their mails are on. */
export const unsubscribeScopeSchema = z.object({ types: z.array(z.object({ type: z.string(), label: z.string() })), email: z.boolean() });
export type UnsubscribeScope = z.infer<typeof unsubscribeScopeSchema>;
