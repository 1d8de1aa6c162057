import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityFile, MyVerification } from '../../../../domain/identity/identity-verification.ts';
import type { MemberSession } from '../../../../domain/identity/member-sessions.ts';
import type { UpdateProfileInput } from '../../../../domain/identity/profile-input.ts';
import { api } from '../../lib/api-client.ts';

const VERIFICATION_KEY = ['verification'] as const;
const SESSIONS_KEY = ['member-sessions'] as const;

/** PATCH /api/profile: the member's public profile. */
export function useSaveProfile() {
  return useMutation({ mutationFn: (body: UpdateProfileInput) => api('/api/profile', { method: 'PATCH', body }) });
}

/** GET /api/verification: the member's verified standing and their latest request. */
export function useMyVerification() {
  return useQuery({ queryKey: VERIFICATION_KEY, queryFn: () => api<MyVerification>('/api/verification') });
}

/** POST /api/verification: the two photos as multipart; a refusal's text comes back as the API wrote it. */
export function useSendVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (files: Record<IdentityFile, File>) => {
      const form = new FormData();
      form.append('idPhoto', files.idPhoto);
      form.append('selfie', files.selfie);
      return api<MyVerification>('/api/verification', { method: 'POST', body: form });
    },
    onSuccess: (next) => qc.setQueryData(VERIFICATION_KEY, next),
  });
}

export type { TwoFactorEnrolment } from '../../../../domain/identity/two-factor-wire.ts';

/** POST /api/auth/two-factor/enable: starts setting up an authenticator app, after the password. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api('/api/auth/two-factor/enable', {
        method: 'POST',
        body: { password },
        loadSchema: () => import('../../../../domain/identity/two-factor-wire.ts').then((m) => m.twoFactorEnrolmentSchema),
      }),
  });
}

/** POST /api/auth/two-factor/verify-totp: the app's first code turns two-factor on. */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: (code: string) => api('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }) });
}

/** POST /api/auth/two-factor/disable: turns two-factor off, after the password. */
export function useDisableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => api('/api/auth/two-factor/disable', { method: 'POST', body: { password } }) });
}

/** GET /api/sessions: where the member is signed in, always read afresh. */
export function useMemberSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api<{ sessions: MemberSession[] }>('/api/sessions'), staleTime: 0 });
}

/** DELETE /api/sessions/:id: signs one other session out. */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** After the other sessions were ended elsewhere (the auth provider's sign-out), the list is read again. */
export function useRefreshSessions() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: SESSIONS_KEY });
}
