import { z } from 'zod';
import { formatUsd } from '../shared/format.ts';

// Verified identity. A member sends a photo of a government ID and a selfie; an admin
// approves or refuses; the files are deleted 30 days after the decision (docs/decisions/024-identity-files.md).

export const VERIFICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The two photos of a request, as the upload's field names. */
export const IDENTITY_FILES = ['idPhoto', 'selfie'] as const;
export type IdentityFile = (typeof IDENTITY_FILES)[number];
export const IDENTITY_FILE_LABELS: Record<IdentityFile, string> = { idPhoto: 'Government ID', selfie: 'Selfie' };

/** The files are deleted this long after the admin's decision. */
export const IDENTITY_FILE_RETENTION_DAYS = 30;
export const IDENTITY_FILE_RETENTION_MS = IDENTITY_FILE_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** When a decided request's files are due for deletion. */
export function identityFilesDueAt(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + IDENTITY_FILE_RETENTION_MS);
}

/** The site setting 'verification' (admin settings): both off by default. `bidAbove` in whole dollars. */
export const verificationSettingsInput = z.object({
  requiredToSell: z.boolean({ message: 'Must be on or off.' }),
  bidAbove: z
    .number({ message: 'The amount must be a whole number of dollars.' })
    .int('The amount must be a whole number of dollars.')
    .min(1, 'The amount must be at least $1.')
    .max(500_000_000, 'The amount must be at most $500,000,000.')
    .nullable(),
});
export type VerificationSettings = z.infer<typeof verificationSettingsInput>;
export const DEFAULT_VERIFICATION_SETTINGS: VerificationSettings = { requiredToSell: false, bidAbove: null };

/** The stored value, or the defaults when it is missing or not of the expected shape. */
export function readVerificationSettings(raw: unknown): VerificationSettings {
  const parsed = verificationSettingsInput.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_VERIFICATION_SETTINGS;
}

export const VERIFICATION_TEXTS = {
  sellRequired: 'Only verified members can sell. Verify your identity in your profile (/profile), then submit your listing.',
  bidRequired: (limit: number) => `Only verified members can bid, offer or buy above ${formatUsd(limit)}. Verify your identity in your profile (/profile).`,
  submitted: 'Thank you. Your photos were sent; an admin will review them.',
  pendingExists: 'Your verification request is already being reviewed.',
  alreadyVerified: 'Your identity is already verified.',
  missingFile: (file: IdentityFile) => `Choose a photo for "${IDENTITY_FILE_LABELS[file]}".`,
  reasonRequired: 'Please give a reason for the refusal.',
  notPending: 'This request has already been decided.',
} as const;

/** Why an action is refused for want of verification, or null when it is allowed. */
export function verificationRefusal(
  settings: VerificationSettings,
  isVerified: boolean,
  action: { kind: 'sell' } | { kind: 'bid'; amount: number | null },
): string | null {
  if (isVerified) return null;
  if (action.kind === 'sell') return settings.requiredToSell ? VERIFICATION_TEXTS.sellRequired : null;
  if (settings.bidAbove === null || action.amount === null) return null;
  return action.amount > settings.bidAbove ? VERIFICATION_TEXTS.bidRequired(settings.bidAbove) : null;
}

export const refusalReasonInput = z.string().trim().min(1, VERIFICATION_TEXTS.reasonRequired).max(500, 'The reason must be at most 500 characters.');

/** A member's own view of their verification (GET /api/verification). */
export const myVerificationSchema = z.object({
  verified: z.boolean(),
  request: z
    .object({
      id: z.string(),
      status: z.enum(VERIFICATION_STATUSES),
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** A request in the admin's review list. Files are addresses of the admin route, null once deleted. */
export const verificationRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  idPhotoUrl: z.string().nullable(),
  selfieUrl: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
