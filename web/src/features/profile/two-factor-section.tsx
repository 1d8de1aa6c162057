import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ShieldCheck } from 'lucide-react';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ADMIN_TWO_FACTOR_TEXT } from '../../../../domain/identity/sign-in-codes.ts';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from './api.ts';
import { CodeStep, PasswordStep } from './two-factor-forms.tsx';

/** The key to type into an authenticator app by hand, in groups of four. */
const keyOf = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library loads only here, when a member sets two-factor up.
    void import('qrcode').then((q) => q.toDataURL(uri, { margin: 1, width: 200 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt="QR code for your authenticator app" width={200} height={200} className="rounded-lg border border-slate-200" />
  ) : (
    <div className="size-[200px] animate-pulse rounded-lg bg-slate-100" />
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([`VehicleBid backup codes\nEach code works once.\n\n${text}\n`], { type: 'text/plain' }));
    a.download = 'vehiclebid-backup-codes.txt';
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <div className="space-y-4">
      <Notice tone="warning">Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</Notice>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(text).then(() => toast.success('Backup codes copied'))}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

/**
 * /profile's 'Two-factor authentication': set up an authenticator app (QR code and the key
 * to type, confirmed by a first code), ten backup codes shown once, and turning it off with the password.
 */
export function TwoFactorSection() {
  const { twoFactor, refresh } = useAuth();
  const [enrolment, setEnrolment] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [codesToShow, setCodesToShow] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();

  async function turnOn(code: string) {
    await confirm.mutateAsync(code);
    setCodesToShow(enrolment?.backupCodes ?? []);
    setEnrolment(null);
    await refresh('USER_UPDATED');
    toast.success('Two-factor authentication is on');
  }

  async function turnOff(password: string) {
    await disable.mutateAsync(password);
    setTurningOff(false);
    await refresh('USER_UPDATED');
    toast.success('Two-factor authentication is off');
  }

  return (
    <section id="two-factor" aria-labelledby="two-factor-title" className="scroll-mt-24 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="two-factor-title" className="flex items-center gap-2 text-lg font-semibold">
            <ShieldCheck className="size-5 text-brand-600" aria-hidden /> Two-factor authentication
          </h2>
          <p className="mt-1 text-sm text-slate-600">A code from an authenticator app after your password, so a stolen password alone cannot sign in.</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${twoFactor.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {twoFactor.enabled ? 'On' : 'Off'}
        </span>
      </div>
      {twoFactor.required && !twoFactor.enabled && (
        <Notice tone="warning" role="alert">
          {ADMIN_TWO_FACTOR_TEXT}
        </Notice>
      )}

      {codesToShow ? (
        <BackupCodes codes={codesToShow} onDone={() => setCodesToShow(null)} />
      ) : enrolment ? (
        <CodeStep submitLabel="Turn on" pendingLabel="Checking..." onCode={turnOn} onCancel={() => setEnrolment(null)}>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy...), or type the key.</li>
            <li>Enter the 6-digit code the app shows to finish.</li>
          </ol>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <QrCode uri={enrolment.totpURI} />
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-800">Key to type</p>
              <p data-testid="totp-key" className="mt-1 font-mono text-sm text-slate-900">
                {keyOf(enrolment.totpURI)}
              </p>
            </div>
          </div>
        </CodeStep>
      ) : twoFactor.enabled ? (
        turningOff ? (
          <PasswordStep
            hint="Turning two-factor off asks for your password."
            submitLabel="Turn off two-factor"
            pendingLabel="Turning off..."
            danger
            onPassword={turnOff}
            onCancel={() => setTurningOff(false)}
          />
        ) : (
          <Button variant="secondary" onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        )
      ) : (
        <PasswordStep
          hint="Confirm it is you to set up two-factor."
          submitLabel="Set up two-factor"
          pendingLabel="Starting..."
          onPassword={async (password) => setEnrolment(await start.mutateAsync(password))}
        />
      )}
    </section>
  );
}
