import type { AppDeps } from '../../app-deps.ts';
import { auctionChannel, type LiveEvent } from '../../platform/realtime/realtime.ts';
import type { Effects } from './effects.ts';
import { syncHolds } from './hold-ledger.ts';

/**
 * Announces a committed state change (an engine entry point): the live events to viewers, the domain
 * events to their subscribers, and the hold settlement with the payment provider. Only after commit.
 */
export async function announceEffects(deps: AppDeps, effects: Effects, eventIds: number[]): Promise<void> {
  const channel = auctionChannel(effects.auctionId);
  const live: LiveEvent[] = [];
  effects.events.forEach((e, i) => {
    if (e.live) live.push({ channel, type: e.type, data: e.data, id: eventIds[i] === undefined ? undefined : String(eventIds[i]) });
  });
  // Not awaited: the answer to the bidder does not wait for the viewers; the adapter keeps the order.
  for (const event of live) {
    void deps.realtime.publish(event).catch((err: unknown) => deps.logger.error({ err, type: event.type }, 'live publish failed'));
  }
  deps.domainEvents.publish(effects.domain);
  if (effects.holdsChanged && deps.payments.remoteHolds) {
    void syncHolds(deps, effects.auctionId).catch((err: unknown) => deps.logger.error({ err }, 'hold settlement failed; the job retries'));
  }
}
