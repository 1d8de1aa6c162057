import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import type { ConnectionTestResult } from '../../../domain/admin/payments-overview.ts';

/**
 * The admin's connection test: a cheap read through the payments adapter, answered with the
 * provider's own message, and written to the audit log (who tested, when, what came back).
 */
export async function testPaymentsConnection(deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>, actorId: string): Promise<ConnectionTestResult> {
  const provider = deps.payments.kind;
  const result = deps.payments.testConnection ? await deps.payments.testConnection() : { ok: false, message: 'This payment provider has no connection test.' };
  const testedAt = deps.clock.now();
  await recordAudit(deps.db, { actorId, action: 'payments.test', entity: 'payments', entityId: provider, after: { provider, ...result } }, testedAt);
  return { provider, ok: result.ok, message: result.message, testedAt: testedAt.toISOString() };
}
