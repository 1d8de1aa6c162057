import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sessions } from '../../db/schema.ts';
import type { MemberSession } from '../../../domain/identity/member-sessions.ts';
import { describeUserAgent } from '../../platform/auth/user-agent.ts';

/** The member's live sessions, the most recently active first, the asker's marked. */
export async function listMemberSessions(db: Db, userId: string, currentId: string | null, now: Date): Promise<MemberSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  const list = rows.map((r) => ({
    id: r.id,
    ...describeUserAgent(r.userAgent),
    ipAddress: r.ipAddress,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    current: r.id === currentId,
  }));
  // This browser's session first.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** Ends one of the member's sessions; false when it is not theirs or already ended. */
export async function endOneSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** SPEC 7 scope 'others': every session of the member but this one. */
export async function endOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends a session by its id (the mail's signed link); the user it belonged to, or null when it had ended. */
export async function endSessionById(db: Db, sessionId: string): Promise<string | null> {
  const [ended] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  return ended?.userId ?? null;
}
