import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.ts';
import { profiles, siteSettings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { readVerificationSettings, verificationRefusal, type VerificationSettings } from '../../../domain/identity/identity-verification.ts';

// The operator may require a verified identity to sell, or to bid above an amount
// (the 'verification' site setting, both off by default). A leaf module: the auction engine, offers and
// listing submission call it; it reads only the setting and the member's own flag.

export const VERIFICATION_REQUIRED = 'VERIFICATION_REQUIRED';

export async function readVerificationSetting(db: DbOrTx): Promise<VerificationSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'verification')).limit(1);
  return readVerificationSettings(row?.value);
}

export async function isVerifiedMember(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ v: profiles.isVerified }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.v ?? false;
}

/**
 * Refuses (403 VERIFICATION_REQUIRED, with the text the web app shows) an unverified member's listing
 * submission when verification is required to sell, or a bid, proxy maximum, purchase or offer above the
 * setting's amount. With both settings off it costs one read of the setting.
 */
export async function requireVerifiedFor(db: DbOrTx, userId: string, action: { kind: 'sell' } | { kind: 'bid'; amount: number | null }): Promise<void> {
  const settings = await readVerificationSetting(db);
  if (action.kind === 'sell' ? !settings.requiredToSell : settings.bidAbove === null || action.amount === null || action.amount <= settings.bidAbove) return;
  const refusal = verificationRefusal(settings, await isVerifiedMember(db, userId), action);
  if (refusal) throw verificationRequired(refusal);
}

/** The refusal's error: 403 VERIFICATION_REQUIRED with the text the web app shows (domain/identity/identity-verification.ts). */
export const verificationRequired = (refusal: string) => new AppError(403, VERIFICATION_REQUIRED, refusal);
