// The notifications dialog's answers as the API sends them (SPEC 7), written once for the server's routes and
// the web app's hooks.
import { z } from 'zod';

/** One active notification: its sentence and link are made on the server (docs/product-rules.md 4.4). */
export const notificationItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  fromUserId: z.string().nullable(),
  senderName: z.string().nullable(),
  data: z.object({ auction_year: z.number().nullable(), auction_make: z.string().nullable(), auction_model: z.string().nullable() }),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /api/notifications: the 20 newest active ones and how many are active. */
export const notificationListSchema = z.object({ newCount: z.number(), items: z.array(notificationItemSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/:id/dismiss. */
export const dismissedNotificationSchema = z.object({ id: z.string(), isActive: z.literal(false) });
