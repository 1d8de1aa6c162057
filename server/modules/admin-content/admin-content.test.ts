import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAuditLog, commentReports, comments, contactMessages, contactReplies } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction } from '../../test/auction-fixtures.ts';
import { CONTENT_MESSAGES } from '../../../domain/admin/admin-content.ts';
import { REPORT_OWN_MESSAGE, REPORT_REASON_MESSAGE } from '../../../domain/community/comment-input.ts';

let t: TestApp;
let boss: SignedIn;
let alice: SignedIn;
let bob: SignedIn;
let auctionId: string;

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  alice = await member(t, 'alice@example.com', 'Alice Archer');
  bob = await member(t, 'bob@example.com', 'Bob Baker');
  auctionId = await makeAuction(t, alice.id, { title: '1965 Shelby Cobra' });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const lastAudit = async (entityId: string) =>
  (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId)).orderBy(desc(adminAuditLog.createdAt)))[0];

async function postMessage(subject: string): Promise<string> {
  const res = await t.anonymous.post('/api/contact', { name: 'Carla Contact', email: 'carla@example.com', subject, message: 'Where is my title?\nThanks' });
  return res.json().id;
}
async function comment(by: SignedIn, content: string): Promise<string> {
  return (await t.as(by).post(`/api/auctions/${auctionId}/comments`, { content })).json().id;
}

describe('contact messages', () => {
  it('lists open and handled messages, and marks one handled and open again, audited', async () => {
    const id = await postMessage('Account');
    const open = (await t.as(boss).get('/api/admin/contact-messages?status=open')).json().messages;
    expect(open.map((m: { id: string }) => m.id)).toContain(id);
    expect((await t.as(boss).put(`/api/admin/contact-messages/${id}/handled`, { handled: true })).statusCode).toBe(200);
    expect((await t.as(boss).get('/api/admin/contact-messages?status=open')).json().messages.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await t.as(boss).get('/api/admin/contact-messages?status=handled')).json().messages[0]).toMatchObject({ id, handledAt: expect.any(String) });
    expect(await lastAudit(id)).toMatchObject({ actorId: boss.id, action: 'contact.handle', after: { handled: true } });
    await t.as(boss).put(`/api/admin/contact-messages/${id}/handled`, { handled: false });
    expect(await lastAudit(id)).toMatchObject({ action: 'contact.reopen', after: { handled: false } });
  });

  it('replies by e-mail through the mailer, keeps the reply and marks the message handled', async () => {
    const id = await postMessage('Buying');
    const res = await t.as(boss).post(`/api/admin/contact-messages/${id}/reply`, { body: 'Yes, we ship to Canada.\nBest regards' });
    expect(res.statusCode).toBe(200);
    const mail = (await t.mailer.list()).find((m) => m.subject === 'Re: Buying');
    expect(mail).toMatchObject({ to: 'carla@example.com' });
    expect(mail!.text).toContain('Yes, we ship to Canada.');
    expect(mail!.text).toContain('> Where is my title?');
    const [m] = (await t.as(boss).get('/api/admin/contact-messages?status=handled')).json().messages.filter((x: { id: string }) => x.id === id);
    expect(m.replies).toEqual([
      { id: expect.any(String), body: 'Yes, we ship to Canada.\nBest regards', adminName: 'Boss Admin', createdAt: expect.any(String) },
    ]);
    expect(await lastAudit(id)).toMatchObject({ action: 'contact.reply', after: { handled: true, to: 'carla@example.com' } });
  });

  it('refuses an empty reply, and changes nothing when the mail cannot be sent', async () => {
    const id = await postMessage('Payments');
    const empty = await t.as(boss).post(`/api/admin/contact-messages/${id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(CONTENT_MESSAGES.replyRequired);
    const send = vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const failed = await t.as(boss).post(`/api/admin/contact-messages/${id}/reply`, { body: 'Hello' });
    send.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(CONTENT_MESSAGES.mailFailed);
    expect(await t.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toHaveLength(0);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.handledAt).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await t.anonymous.get('/api/admin/contact-messages')).statusCode).toBe(401);
    expect((await t.as(alice).get('/api/admin/contact-messages')).statusCode).toBe(403);
  });
});

describe('comment reports and moderation', () => {
  it('lets a member report someone else’s comment once, never their own', async () => {
    const id = await comment(alice, 'Buy my other car instead, cheaper on my site');
    const res = await t.as(bob).put(`/api/comments/${id}/report`, { reason: 'Spam' });
    expect(res.json()).toEqual({ reported: true });
    expect((await t.as(bob).put(`/api/comments/${id}/report`, {})).statusCode).toBe(200);
    expect(await t.database.db.select().from(commentReports).where(eq(commentReports.commentId, id))).toHaveLength(1);
    const own = await t.as(alice).put(`/api/comments/${id}/report`, {});
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(REPORT_OWN_MESSAGE);
    expect((await t.anonymous.put(`/api/comments/${id}/report`, {})).statusCode).toBe(401);
    const seen = (await t.as(bob).get(`/api/auctions/${auctionId}/comments`)).json().comments.find((c: { id: string }) => c.id === id);
    expect(seen).toMatchObject({ canReport: true, reportedByMe: true });
    const mine = (await t.as(alice).get(`/api/auctions/${auctionId}/comments`)).json().comments.find((c: { id: string }) => c.id === id);
    expect(mine).toMatchObject({ canReport: false, reportedByMe: false });
  });

  it('queues reported comments with their reasons; dismissing keeps the comment, audited', async () => {
    const id = await comment(alice, 'You are all clowns');
    await t.as(bob).put(`/api/comments/${id}/report`, { reason: 'Offensive or abusive' });
    await t.as(boss).put(`/api/comments/${id}/report`, {});
    const queue = (await t.as(boss).get('/api/admin/comment-reports')).json().comments;
    const item = queue.find((c: { id: string }) => c.id === id);
    expect(item).toMatchObject({
      content: 'You are all clowns',
      reportCount: 2,
      author: { id: alice.id, name: 'Alice Archer' },
      auction: { id: auctionId, title: '1965 Shelby Cobra' },
    });
    expect(item.reports.map((r: { reason: string | null }) => r.reason).sort()).toEqual(['Offensive or abusive', null].sort());
    expect((await t.as(boss).post(`/api/admin/comments/${id}/dismiss-reports`)).statusCode).toBe(200);
    expect((await t.as(boss).get('/api/admin/comment-reports')).json().comments.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(await lastAudit(id)).toMatchObject({ action: 'comment.dismiss_reports', before: { openReports: 2 } });
    expect((await t.as(boss).post(`/api/admin/comments/${id}/dismiss-reports`)).statusCode).toBe(409);
  });

  it('lists the latest comments across the site and deletes one, audited', async () => {
    const id = await comment(bob, 'Is the engine original?');
    const latest = (await t.as(boss).get('/api/admin/comments')).json().comments;
    // The newest comment nobody flagged comes right after the flagged ones.
    expect(latest.find((c: { reportCount: number }) => c.reportCount === 0)).toMatchObject({
      id,
      content: 'Is the engine original?',
      author: { name: 'Bob Baker', email: 'bob@example.com' },
      likeCount: 0,
      reportCount: 0,
    });
    expect((await t.as(boss).get('/api/admin/comments?search=engine')).json().comments.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await t.as(alice).delete(`/api/admin/comments/${id}`)).statusCode).toBe(403);
    expect((await t.as(boss).delete(`/api/admin/comments/${id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, id))).toHaveLength(0);
    expect(await lastAudit(id)).toMatchObject({
      actorId: boss.id,
      action: 'comment.delete',
      before: { content: 'Is the engine original?', authorId: bob.id, auctionId },
    });
    expect((await t.as(boss).delete(`/api/admin/comments/${id}`)).statusCode).toBe(404);
  });

  it('takes a misleading-claim flag, refuses a reason not in the list, and lists flagged comments first, paged (issue 27 item 5)', async () => {
    const claim = await comment(bob, 'This car was in a flood, I know the owner');
    const plain = await comment(bob, 'Lovely colour');
    const unknown = await t.as(alice).put(`/api/comments/${claim}/report`, { reason: 'Lies' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain(REPORT_REASON_MESSAGE);
    expect(await t.database.db.select().from(commentReports).where(eq(commentReports.commentId, claim))).toHaveLength(0);
    expect((await t.as(alice).put(`/api/comments/${claim}/report`, { reason: 'Misleading claim' })).statusCode).toBe(200);
    const queue = (await t.as(boss).get('/api/admin/comment-reports')).json().comments;
    expect(queue[0]).toMatchObject({ id: claim, reports: [{ reporterName: 'Alice Archer', reason: 'Misleading claim' }] });
    // Flagged first (newest first among them), then the rest newest first; the pages continue across the two.
    const all = (await t.as(boss).get('/api/admin/comments?limit=100')).json().comments as { id: string; reportCount: number }[];
    const firstPlain = all.findIndex((c) => c.reportCount === 0);
    expect(all[0]!.id).toBe(claim);
    expect(all.slice(firstPlain).every((c) => c.reportCount === 0)).toBe(true);
    expect(all[firstPlain]!.id).toBe(plain);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await t.as(boss).get(`/api/admin/comments?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json() as {
        comments: { id: string }[];
        nextCursor: string | null;
      };
      paged.push(...page.comments.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((c) => c.id));
  });
});
