import { useMutation } from '@tanstack/react-query';
import { BellOff, BellRing, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_ALERT_TEXTS } from '../../../domain/community/notification-kinds.ts';
import { resubscribe, unsubscribe, type UnsubscribeScope } from '../features/notifications/api.ts';
import { ApiError } from '../lib/api-client.ts';
import { Button, buttonClass } from '../ui/button.tsx';

/**
 * The unsubscribe link of an alert mail: one click, no sign-in. Opening the page unsubscribes
 * (from script: a mail scanner fetching the address changes nothing); the page says from what, and can undo.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const change = useMutation({ mutationFn: ({ on }: { on: boolean }) => (on ? resubscribe(token) : unsubscribe(token)) });
  const started = useRef<string | null>(null);
  const { mutate } = change;
  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutate({ on: false });
  }, [token, mutate]);

  const invalid = !token || (change.error instanceof ApiError && change.error.status === 400);
  const scope: UnsubscribeScope | undefined = change.data;
  let body;
  if (invalid) {
    body = (
      <>
        <Icon tone="red">
          <CircleAlert className="size-8" aria-hidden />
        </Icon>
        <h1 className="text-3xl font-bold tracking-tight">This link does not work</h1>
        <p className="mt-4 text-slate-600">{EMAIL_ALERT_TEXTS.invalidLink}</p>
        <Actions />
      </>
    );
  } else if (change.isError) {
    body = (
      <>
        <Icon tone="red">
          <CircleAlert className="size-8" aria-hidden />
        </Icon>
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-4 text-slate-600">Your e-mail settings could not be changed. Please try again.</p>
        <div className="mt-8">
          <Button size="lg" onClick={() => mutate({ on: change.variables?.on ?? false })}>
            Try again
          </Button>
        </div>
      </>
    );
  } else if (!scope || change.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        Updating your e-mail settings...
      </p>
    );
  } else {
    const off = !scope.email;
    body = (
      <>
        <Icon tone={off ? 'slate' : 'green'}>{off ? <BellOff className="size-8" aria-hidden /> : <BellRing className="size-8" aria-hidden />}</Icon>
        <h1 className="text-3xl font-bold tracking-tight">{off ? EMAIL_ALERT_TEXTS.unsubscribed : EMAIL_ALERT_TEXTS.resubscribed}</h1>
        <p className="mt-4 text-slate-600">{off ? 'We will no longer e-mail you when:' : 'We will e-mail you again when:'}</p>
        <ul className="mt-3 space-y-1 font-medium text-slate-900" data-testid="unsubscribe-types">
          {scope.types.map((t) => (
            <li key={t.type}>{t.label}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-500">You still see these alerts under the bell when you are signed in.</p>
        <Actions>
          <Button variant={off ? 'secondary' : 'primary'} size="lg" onClick={() => mutate({ on: off })}>
            {off ? 'Resubscribe' : 'Unsubscribe'}
          </Button>
        </Actions>
      </>
    );
  }
  return <div className="mx-auto max-w-lg px-4 py-16 text-center">{body}</div>;
}

function Icon({ tone, children }: { tone: 'red' | 'green' | 'slate'; children: ReactNode }) {
  const colours = { red: 'bg-red-100 text-red-700', green: 'bg-emerald-100 text-emerald-700', slate: 'bg-slate-100 text-slate-700' }[tone];
  return <div className={`mx-auto mb-6 flex size-16 items-center justify-center rounded-full ${colours}`}>{children}</div>;
}

function Actions({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      {children}
      <Link to="/profile#email-alerts" className={buttonClass('secondary', 'lg')}>
        Choose your e-mails
      </Link>
    </div>
  );
}
