import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { returnPath, type AuthNavigationState } from './auth-redirect.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { EndSessionNotice } from './end-session-notice.tsx';
import { AUTH_PARAMS, authFormErrorText, type AuthTab } from '../../../../domain/identity/auth-form.ts';
import { sameOriginPath } from '../../../../domain/identity/return-path.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';

/** A tab is a link too: before the scripts run it loads /auth with that tab; after, it switches in place. */
function tabHref(tab: AuthTab, next: string): string {
  const params = new URLSearchParams(tab === 'signup' ? { [AUTH_PARAMS.tab]: 'signup' } : {});
  if (next !== '/') params.set(AUTH_PARAMS.next, next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
const inPlace = (e: React.MouseEvent) => {
  if (!e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && e.button === 0) e.preventDefault();
};

/**
 * /auth: sign in and sign up tabs; the navigation state's defaultTab and return location are honoured (SPEC 2).
 * Rendered on the server, its forms work before the scripts arrive: they post to the server,
 * which comes back here with the tab, the refusal's code and where the member was going in the address.
 */
export function AuthPanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useAuth();
  const state = location.state as AuthNavigationState | null;
  const resetToken = params.get('mode') === 'reset' ? params.get('token') : null;
  const resetError = params.get('error');
  const endSessionToken = params.get('end_session');
  // Where to go after signing in: the navigation state's return location, else the address's (a form posted without scripts).
  const addressNext = sameOriginPath(params.get(AUTH_PARAMS.next));
  const next = state?.from ? returnPath(state) : addressNext;
  const formError = authFormErrorText(params.get(AUTH_PARAMS.error), params.get(AUTH_PARAMS.reasons));
  const [tab, setTab] = useState<string>(state?.defaultTab === 'signup' || params.get(AUTH_PARAMS.tab) === 'signup' ? 'signup' : 'signin');
  const addressTab = params.get(AUTH_PARAMS.tab) === 'signup' ? 'signup' : 'signin';
  const twoFactorInAddress = params.get(AUTH_PARAMS.step) === 'two-factor';
  const [mode, setMode] = useState<'tabs' | 'forgot' | 'reset' | 'two-factor' | 'email-code'>(
    resetToken ? 'reset' : twoFactorInAddress ? 'two-factor' : 'tabs',
  );
  const [notice, setNotice] = useState<string | null>(null);

  async function signedIn(event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' = 'SIGNED_IN') {
    await refresh(event);
    toast.success('Welcome back!');
    navigate(next, { replace: true });
  }

  if (mode === 'forgot') return <ForgotPasswordForm onBack={() => setMode('tabs')} />;
  // SPEC 4's MFA_CHALLENGE_VERIFIED: the second factor was accepted and the session exists now.
  if (mode === 'two-factor') {
    return (
      <TwoFactorStep
        next={addressNext}
        initialError={twoFactorInAddress ? formError : null}
        onSignedIn={() => signedIn('MFA_CHALLENGE_VERIFIED')}
        onBack={() => {
          setMode('tabs');
          if (twoFactorInAddress) navigate('/auth', { replace: true });
        }}
      />
    );
  }
  if (mode === 'email-code') return <EmailCodeForm onSignedIn={() => signedIn()} onBack={() => setMode('tabs')} />;
  if (mode === 'reset' && resetToken) {
    return (
      <ResetPasswordForm
        token={resetToken}
        onDone={() => {
          // SPEC 4's PASSWORD_RECOVERY: the password was replaced through the recovery link; this tab and the
          // member's others re-read the session (a reset ends the account's sessions).
          void refresh('PASSWORD_RECOVERY');
          setMode('tabs');
          setTab('signin');
          setNotice('Your password has been changed. Sign in with your new password.');
          navigate('/auth', { replace: true });
        }}
      />
    );
  }

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList look="pill" aria-label="Sign in or create an account" className="mb-6">
        <Tab look="pill" value="signin" asChild>
          <a href={tabHref('signin', addressNext)} onClick={inPlace} className="text-center">
            Sign In
          </a>
        </Tab>
        <Tab look="pill" value="signup" asChild>
          <a href={tabHref('signup', addressNext)} onClick={inPlace} className="text-center">
            Sign Up
          </a>
        </Tab>
      </TabList>
      {endSessionToken && (
        <div className="mb-4">
          <EndSessionNotice token={endSessionToken} />
        </div>
      )}
      {resetError && <Notice tone="error">This password reset link is invalid or has expired. Please ask for a new one.</Notice>}
      {notice && <Notice tone="success">{notice}</Notice>}
      <TabPanel value="signin" className="pt-2">
        <SignInForm
          onSignedIn={() => signedIn()}
          onTwoFactor={() => setMode('two-factor')}
          onEmailCode={() => setMode('email-code')}
          onForgot={() => setMode('forgot')}
          next={addressNext}
          initialError={addressTab === 'signin' ? formError : null}
        />
      </TabPanel>
      <TabPanel value="signup" className="pt-2">
        <SignUpForm
          next={next}
          formNext={addressNext}
          initialError={addressTab === 'signup' ? formError : null}
          onSignedUp={(email) => navigate('/check-email', { state: { email } })}
        />
      </TabPanel>
    </Tabs>
  );
}
