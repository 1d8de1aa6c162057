import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { knownBrowsers, users } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { newBrowserMail } from '../mail/templates.ts';
import { browserKey, describeUserAgent } from './user-agent.ts';
import { endSessionUrl } from './end-session-link.ts';

/**
 * Remembers the browser a session signed in from; the first sign-in from a browser the account has not used
 * before (when it has used another one) sends the member an e-mail with a link that ends that session.
 */
export async function noteBrowser(
  o: { db: Db; mailer: Mailer; baseUrl: string; secret: string },
  session: { id: string; userId: string; userAgent?: string | null; ipAddress?: string | null },
): Promise<void> {
  const key = browserKey(session.userAgent);
  const inserted = await o.db
    .insert(knownBrowsers)
    .values({ userId: session.userId, browserKey: key })
    .onConflictDoNothing()
    .returning({ key: knownBrowsers.browserKey });
  if (inserted.length === 0) {
    await o.db
      .update(knownBrowsers)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(knownBrowsers.userId, session.userId), eq(knownBrowsers.browserKey, key)));
    return;
  }
  const [other] = await o.db
    .select({ key: knownBrowsers.browserKey })
    .from(knownBrowsers)
    .where(and(eq(knownBrowsers.userId, session.userId), ne(knownBrowsers.browserKey, key)))
    .limit(1);
  if (!other) return; // The account's first browser: nothing to compare with.
  const [user] = await o.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user) return;
  const { browser, device } = describeUserAgent(session.userAgent);
  const url = endSessionUrl(o.baseUrl, o.secret, session.id);
  await o.mailer.send(newBrowserMail({ to: user.email, name: user.name, browser, device, address: session.ipAddress ?? 'an unknown address', url }));
}
