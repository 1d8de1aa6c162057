// E-mail alerts as the API sends them: the signed-in user's choice per alert type (/profile) and
// what a one-click unsubscribe link covers (/unsubscribe). Written once for the server's response schemas
// and the web app's hooks.
import { z } from 'zod';

/** GET and PUT /api/notification-preferences: one alert type with the user's choice and its default. */
export const emailPreferenceSchema = z.object({ type: z.string(), label: z.string(), email: z.boolean(), defaultOn: z.boolean() });
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** /api/email/unsubscribe and /resubscribe: the types the link covers, and whether their mails are on. */
export const unsubscribeScopeSchema = z.object({ types: z.array(z.object({ type: z.string(), label: z.string() })), email: z.boolean() });
export type UnsubscribeScope = z.infer<typeof unsubscribeScopeSchema>;

/** GET and PUT /api/notification-preferences answer every alert type's choice. */
export const emailPreferencesSchema = z.object({ items: z.array(emailPreferenceSchema) });

/** PUT /api/notification-preferences/:type: whether that type is also e-mailed. */
export const emailChoiceBodySchema = z.object({ email: z.boolean() });
export type EmailChoiceBody = z.infer<typeof emailChoiceBodySchema>;

/** The query of /api/email/unsubscribe and /resubscribe: the signed token of the mail's link. */
export const unsubscribeTokenQuerySchema = z.object({ token: z.string().min(1).max(2000) });
