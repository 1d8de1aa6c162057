import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { contactMessages, contactReplies, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { escape, layout } from '../../platform/mail/templates.ts';
import { CONTENT_MESSAGES, REPLY_MAX, type AdminContactMessage, type ContactStatus } from '../../../domain/admin/admin-content.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';

/** Contact messages newest first (open ones, handled ones, or all), each with the replies sent. */
export async function listContactMessages(
  deps: AppDeps,
  q: { status: ContactStatus; limit: number; cursor?: string },
): Promise<{ messages: AdminContactMessage[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (q.status === 'open') where.push(isNull(contactMessages.handledAt));
  if (q.status === 'handled') where.push(isNotNull(contactMessages.handledAt));
  const [at, id] = q.cursor?.split('_') ?? [];
  if (at && id && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id)) {
    where.push(sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .where(and(...where))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const replies = page.length
    ? await deps.db
        .select({
          id: contactReplies.id,
          messageId: contactReplies.messageId,
          body: contactReplies.body,
          adminName: users.name,
          createdAt: contactReplies.createdAt,
        })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.adminId))
        .where(
          inArray(
            contactReplies.messageId,
            page.map((r) => r.id),
          ),
        )
        .orderBy(asc(contactReplies.createdAt))
    : [];
  const last = page.at(-1);
  return {
    messages: page.map((r) => ({
      id: r.id,
      userId: r.userId,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      handledAt: r.handledAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      replies: replies
        .filter((x) => x.messageId === r.id)
        .map((x) => ({ id: x.id, body: x.body, adminName: x.adminName, createdAt: x.createdAt.toISOString() })),
    })),
    nextCursor: rows.length > q.limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

async function findMessage(deps: AppDeps, id: string) {
  const [m] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!m) throw notFound('Message not found');
  return m;
}

/** Marks a message handled, or open again. */
export async function setHandled(deps: AppDeps, adminId: string, id: string, handled: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [m] = await tx.select({ handledAt: contactMessages.handledAt }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!m) throw notFound('Message not found');
    if ((m.handledAt !== null) === handled) return;
    const now = deps.clock.now();
    await tx
      .update(contactMessages)
      .set({ handledAt: handled ? now : null })
      .where(eq(contactMessages.id, id));
    await recordAudit(
      tx,
      {
        actorId: adminId,
        action: handled ? 'contact.handle' : 'contact.reopen',
        entity: 'contact_message',
        entityId: id,
        before: { handled: !handled },
        after: { handled },
      },
      now,
    );
  });
}

/**
 * Answers a contact message by e-mail through the mailer; once sent, the reply is kept with the
 * message, which is marked handled. A mail that cannot be sent changes nothing (502).
 */
export async function replyToMessage(deps: AppDeps, admin: { id: string; name: string }, id: string, rawBody: string): Promise<void> {
  const body = rawBody.trim();
  if (!body) throw badRequest(CONTENT_MESSAGES.replyRequired, 'REPLY_REQUIRED');
  if (body.length > REPLY_MAX) throw badRequest(CONTENT_MESSAGES.replyTooLong, 'REPLY_TOO_LONG');
  const m = await findMessage(deps, id);
  const subject = /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`;
  const quoted = m.message
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  try {
    await deps.mailer.send({
      to: m.email,
      subject,
      text: `Hi ${m.name},\n\n${body}\n\n— ${admin.name}, VehicleBid support\n\nYou wrote:\n${quoted}`,
      html: layout(
        subject,
        `Hi ${escape(m.name)},<br><br>${escape(body).replace(/\n/g, '<br>')}<br><br>— ${escape(admin.name)}, VehicleBid support<br><br><span style="color:#71717a">You wrote:<br>${escape(m.message).replace(/\n/g, '<br>')}</span>`,
        { label: 'Visit VehicleBid', url: deps.config.publicUrl },
      ),
    });
  } catch (err) {
    deps.logger.error({ err, messageId: id }, 'contact reply mail failed');
    throw new AppError(502, 'MAIL_FAILED', CONTENT_MESSAGES.mailFailed);
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [reply] = await tx.insert(contactReplies).values({ messageId: id, adminId: admin.id, body, createdAt: now }).returning({ id: contactReplies.id });
    await tx
      .update(contactMessages)
      .set({ handledAt: m.handledAt ?? now })
      .where(eq(contactMessages.id, id));
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: 'contact.reply',
        entity: 'contact_message',
        entityId: id,
        before: { handled: m.handledAt !== null },
        after: { handled: true, replyId: reply!.id, to: m.email, body },
      },
      now,
    );
  });
}
