import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { EMAIL_ALERT_TEXTS } from '../../../../domain/community/notification-kinds.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useEmailPreferences, useSetEmailPreference } from './api.ts';

/** /profile: which alerts are also sent by e-mail; every alert still appears under the bell. */
export function EmailPreferences() {
  const { data, isPending, isError } = useEmailPreferences();
  const set = useSetEmailPreference();
  // A choice shows in the box at once (in the click's own render), until the server's answer replaces it.
  const [choosing, setChoosing] = useState<Record<string, boolean>>({});
  const choose = (type: string, email: boolean) => {
    setChoosing((c) => ({ ...c, [type]: email }));
    // Each choice's own promise (a mutate callback would fire for the latest choice only).
    set
      .mutateAsync({ type, email })
      .then(
        () => toast.success(EMAIL_ALERT_TEXTS.saved),
        () => toast.error(EMAIL_ALERT_TEXTS.saveFailed),
      )
      .finally(() =>
        setChoosing((c) => {
          const { [type]: _settled, ...rest } = c;
          return rest;
        }),
      );
  };
  // The alert mails link here (/profile#email-alerts): once the list is shown, go to it.
  const { hash } = useLocation();
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded && hash === '#email-alerts') document.getElementById('email-alerts')?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <section id="email-alerts" aria-labelledby="email-alerts-title" className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="email-alerts-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail className="size-5 text-brand-600" aria-hidden />
        E-mail alerts
      </h2>
      <p className="mt-1 text-sm text-slate-600">Choose what we also tell you by e-mail. Alerts that come quickly are sent together in one mail.</p>
      {isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-6 w-3/5" />
        </div>
      ) : isError ? (
        <p className="mt-4 text-sm text-red-700">{EMAIL_ALERT_TEXTS.loadFailed}</p>
      ) : (
        <ul className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-2" data-testid="email-preferences">
          {data.map((p) => (
            <li key={p.type}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-600"
                  checked={choosing[p.type] ?? p.email}
                  onChange={(e) => choose(p.type, e.target.checked)}
                />
                {p.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
