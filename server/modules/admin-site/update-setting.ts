import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { siteSettings } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { SETTING_INPUTS, type SettingKey } from '../../../domain/admin/admin-settings.ts';

/**
 * Validates and stores one site setting with its audit entry. Every reader reads site_settings from
 * the database when it needs it (bids read it in the bid's own statement), so a change applies at
 * once on every instance, without a restart.
 */
export async function updateSetting(deps: Pick<AppDeps, 'db' | 'clock'>, actorId: string, key: SettingKey, raw: unknown): Promise<unknown> {
  const parsed = SETTING_INPUTS[key].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, 'INVALID_SETTING');
  }
  const value = parsed.data;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [old] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).for('update');
    await tx
      .insert(siteSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
    await recordAudit(tx, { actorId, action: 'setting.update', entity: 'setting', entityId: key, before: old?.value ?? null, after: value }, now);
  });
  return value;
}
