import { useMutation } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { DateText } from '../../ui/date-text.tsx';
import { useEndSession, useMemberSessions, useRefreshSessions } from './api.ts';

/** /profile's signed-in sessions: end one, every other one, or every one (SPEC 7 scopes). */
export function SessionsSection() {
  const { signOut } = useAuth();
  const sessions = useMemberSessions();
  const refreshSessions = useRefreshSessions();
  const end = useEndSession();
  const endOne = (id: string) =>
    end.mutate(id, {
      onSuccess: () => toast.success('Session signed out'),
      onError: (err) => toast.error(errorMessage(err)),
    });
  const endOthers = useMutation({
    mutationFn: () => signOut('others'),
    onSuccess: async () => {
      toast.success('Signed out of every other session');
      await refreshSessions();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const list = sessions.data?.sessions ?? [];

  return (
    <section aria-labelledby="sessions-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-title" className="text-lg font-semibold">
            Where you are signed in
          </h2>
          <p className="mt-1 text-sm text-slate-600">Sign out of any session you do not recognise, then change your password.</p>
        </div>
        <Button variant="secondary" size="sm" disabled={endOthers.isPending || list.length < 2} onClick={() => endOthers.mutate()}>
          Sign out all other sessions
        </Button>
      </div>
      {sessions.isPending ? (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(sessions.error)}
        </p>
      ) : (
        <ul aria-label="Signed-in sessions" className="divide-y divide-slate-100">
          {list.map((s) => {
            const Icon = /mobile|tablet/i.test(s.device) ? Smartphone : Laptop;
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="member-session">
                <Icon className="size-6 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {s.browser} · {s.device}
                    {s.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">This device</span>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {s.ipAddress ?? 'Unknown address'} · Last active <DateText ms={Date.parse(s.lastActiveAt)} /> · Signed in{' '}
                    <DateText ms={Date.parse(s.createdAt)} format="shortDate" />
                  </p>
                </div>
                {!s.current && (
                  <Button variant="ghost" size="sm" disabled={end.isPending} onClick={() => endOne(s.id)} aria-label={`Sign out ${s.browser} on ${s.device}`}>
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
