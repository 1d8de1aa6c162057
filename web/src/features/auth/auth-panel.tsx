import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { returnPath, type AuthNavigationState } from './auth-redirect.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { FormAlert } from './form-alert.tsx';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** /auth: sign in and sign up tabs; the navigation state's defaultTab and return location are honoured (SPEC 2). */
export function AuthPanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useAuth();
  const state = location.state as AuthNavigationState | null;
  const resetToken = params.get('mode') === 'reset' ? params.get('token') : null;
  const resetError = params.get('error');
  const [tab, setTab] = useState<string>(state?.defaultTab === 'signup' || params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [mode, setMode] = useState<'tabs' | 'forgot' | 'reset'>(resetToken ? 'reset' : 'tabs');
  const [notice, setNotice] = useState<string | null>(null);

  async function signedIn() {
    await refresh('SIGNED_IN');
    toast.success('Welcome back!');
    navigate(returnPath(state), { replace: true });
  }

  if (mode === 'forgot') return <ForgotPasswordForm onBack={() => setMode('tabs')} />;
  if (mode === 'reset' && resetToken) {
    return (
      <ResetPasswordForm
        token={resetToken}
        onDone={() => {
          setMode('tabs');
          setTab('signin');
          setNotice('Your password has been changed. Sign in with your new password.');
          navigate('/auth', { replace: true });
        }}
      />
    );
  }

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Sign in or create an account" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="signin" className={tabClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass}>
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>
      {resetError && <FormAlert>This password reset link is invalid or has expired. Please ask for a new one.</FormAlert>}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <Tabs.Content value="signin" className="pt-2">
        <SignInForm onSignedIn={signedIn} onForgot={() => setMode('forgot')} />
      </Tabs.Content>
      <Tabs.Content value="signup" className="pt-2">
        <SignUpForm next={returnPath(state)} onSignedUp={(email) => navigate('/check-email', { state: { email } })} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
