import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';

/** The new-browser mail's link lands on /auth: one press ends that session, signed in or not. */
export function EndSessionNotice({ token }: { token: string }) {
  const end = useMutation({ mutationFn: () => api<{ ended: number; message: string }>('/api/sessions/end-by-link', { method: 'POST', body: { token } }) });
  if (end.isSuccess) return <Notice tone="success">{end.data.message}</Notice>;
  return (
    <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p>
        <strong>Was the new sign-in not you?</strong> End that session now, then sign in and change your password.
      </p>
      {end.isError && <Notice tone="error">{errorMessage(end.error)}</Notice>}
      <Button variant="danger" size="sm" disabled={end.isPending} onClick={() => end.mutate()}>
        {end.isPending ? 'Ending...' : 'End that session'}
      </Button>
    </div>
  );
}
