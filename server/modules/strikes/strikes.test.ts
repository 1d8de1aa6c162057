import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, deals, memberStrikes, notifications, userRoles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { dealNoticeText } from '../../../domain/deals/deal-notices.ts';
import { STRIKES_MEANING } from '../../../domain/membership/member-strikes.ts';
import { assertMayBuy } from './strikes.ts';

let t: TestApp;
let seller: TestUser;
let member: TestUser;
let admin: TestUser;
const strikeIds: string[] = [];
const dealIds: string[] = [];

async function strike(user: TestUser, title: string, at: Date): Promise<void> {
  const listing = await makeAuction(t, seller.id, { status: 'ended', title });
  const [deal] = await t.database.db
    .insert(deals)
    .values({ auctionId: listing, lineageId: listing, buyerId: user.id, sellerId: seller.id, saleKind: 'auction', price: 10_000, state: 'cancelled' })
    .returning({ id: deals.id });
  const [s] = await t.database.db
    .insert(memberStrikes)
    .values({ userId: user.id, dealId: deal!.id, reason: 'non_payment', createdAt: at })
    .returning({ id: memberStrikes.id });
  dealIds.push(deal!.id);
  strikeIds.push(s!.id);
}

const lift = (id: string, payload: unknown, cookie: string) => t.as(cookie).post(`/api/admin/strikes/${id}/lift`, payload);
const mine = async () => (await t.as(member).get('/api/strikes')).json();
const liftAudits = async () => t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'strike.lift'));

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t, 'Strike Seller');
  member = await makeUser(t, 'Strike Member');
  admin = await makeUser(t, 'Strike Admin');
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  await strike(member, '2015 Ford Focus', new Date('2026-11-01T10:00:00Z'));
  await strike(member, '2018 Honda Civic', new Date('2026-11-20T10:00:00Z'));
}, 120_000);
afterAll(async () => t.close());

describe('member strikes', () => {
  it('the cancellation notice tells the buyer of the strike and what two strikes mean; the seller hears only of the cancellation', () => {
    expect(dealNoticeText('cancel_non_payment', '2015 Ford Focus', { role: 'buyer' })).toBe(
      `The purchase of 2015 Ford Focus was cancelled because the payment did not arrive within 3 days. This counts as a strike on your account. ${STRIKES_MEANING}`,
    );
    expect(dealNoticeText('cancel_non_payment', '2015 Ford Focus', { role: 'seller' })).not.toContain('strike');
    expect(STRIKES_MEANING).toBe('Two strikes suspend your bidding, offers and Buy Now.');
  });

  it('lists the member their strikes, newest first, with the deal, the vehicle, why and when', async () => {
    expect(await mine()).toEqual({
      strikes: [
        {
          id: strikeIds[1],
          dealId: dealIds[1],
          vehicle: '2018 Honda Civic',
          reason: 'non_payment',
          createdAt: '2026-11-20T10:00:00.000Z',
          liftedAt: null,
          liftReason: null,
        },
        {
          id: strikeIds[0],
          dealId: dealIds[0],
          vehicle: '2015 Ford Focus',
          reason: 'non_payment',
          createdAt: '2026-11-01T10:00:00.000Z',
          liftedAt: null,
          liftReason: null,
        },
      ],
      counting: 2,
      suspended: true,
    });
    await expect(assertMayBuy(t.database.db, member.id)).rejects.toMatchObject({ code: 'BIDDING_SUSPENDED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/strikes' })).statusCode).toBe(401);
  });

  it('shows admins a member’s strikes and a deal’s', async () => {
    const byUser = await t.app.inject({ method: 'GET', url: `/api/admin/strikes?userId=${member.id}`, headers: { cookie: admin.cookie } });
    expect(byUser.json()).toMatchObject({ counting: 2, suspended: true });
    const byDeal = await t.app.inject({ method: 'GET', url: `/api/admin/strikes?dealId=${dealIds[0]}`, headers: { cookie: admin.cookie } });
    expect(byDeal.json().strikes.map((s: { id: string }) => s.id)).toEqual([strikeIds[0]]);
  });

  it('refuses a member who tries to lift a strike, and changes nothing', async () => {
    const res = await lift(strikeIds[0]!, { reason: 'I paid, honestly' }, member.cookie);
    expect(res.statusCode).toBe(403);
    expect((await mine()).counting).toBe(2);
    expect(await liftAudits()).toEqual([]);
  });

  it('refuses a lift without a reason, and changes nothing', async () => {
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await lift(strikeIds[0]!, payload, admin.cookie);
      expect(res.statusCode).toBe(400);
    }
    expect((await mine()).counting).toBe(2);
    expect(await liftAudits()).toEqual([]);
  });

  it('lets an admin lift a strike with a reason: audited, still listed as lifted, no longer counted, and the member told', async () => {
    const res = await lift(strikeIds[0]!, { reason: 'The bank delayed the transfer; the buyer showed the receipt.' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: strikeIds[0],
      liftReason: 'The bank delayed the transfer; the buyer showed the receipt.',
      liftedAt: expect.any(String),
    });

    const after = await mine();
    expect(after).toMatchObject({ counting: 1, suspended: false });
    expect(after.strikes[1]).toMatchObject({ id: strikeIds[0], liftReason: 'The bank delayed the transfer; the buyer showed the receipt.' });
    await expect(assertMayBuy(t.database.db, member.id)).resolves.toBeUndefined();

    const [entry] = await liftAudits();
    expect(entry).toMatchObject({ actorId: admin.id, entity: 'user', entityId: member.id });
    expect(entry!.before).toMatchObject({ id: strikeIds[0], liftedAt: null, liftReason: null });
    expect(entry!.after).toMatchObject({ id: strikeIds[0], liftReason: 'The bank delayed the transfer; the buyer showed the receipt.' });

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.notificationType, 'deal_update')));
    expect(told.map((n) => n.notificationData)).toEqual([
      expect.objectContaining({ deal_step: 'strike_lifted', deal_id: dealIds[0], reason: 'The bank delayed the transfer; the buyer showed the receipt.' }),
    ]);

    const again = await lift(strikeIds[0]!, { reason: 'Twice' }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(await liftAudits()).toHaveLength(1);
  });
});
