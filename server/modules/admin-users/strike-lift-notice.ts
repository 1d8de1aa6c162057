import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { deals } from '../../db/schema.ts';
import type { MemberStrike } from '../../../domain/membership/member-strikes.ts';
import { auctionNotificationData, createNotification } from '../notifications/create-notification.ts';

/** The member is told of a lifted strike in the bell and by e-mail (a deal notice). A failure is logged; the lift stands. */
export async function tellStrikeLifted(deps: AppDeps, memberId: string, s: MemberStrike): Promise<void> {
  try {
    const [deal] = await deps.db.select({ auctionId: deals.auctionId }).from(deals).where(eq(deals.id, s.dealId)).limit(1);
    const vehicle = deal ? await auctionNotificationData(deps.db, deal.auctionId) : null;
    const { sellerId: _seller, ...data } = vehicle ?? { sellerId: '' };
    await createNotification(deps, {
      userId: memberId,
      fromUserId: null,
      type: 'deal_update',
      data: { ...data, deal_id: s.dealId, deal_step: 'strike_lifted', link: `/deals/${s.dealId}`, reason: s.liftReason ?? '' },
      sourceKey: `strike-lifted:${s.id}`,
      email: true,
    });
  } catch (err) {
    deps.logger.error({ err, strikeId: s.id }, 'strike lift notification failed');
  }
}
