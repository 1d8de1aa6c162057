// Setting up two-factor (decision 030) as the auth provider answers it, written once for the tests and the web app.
import { z } from 'zod';

/** POST /api/auth/two-factor/enable: the authenticator's address (with its key) and the backup codes. */
export const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
