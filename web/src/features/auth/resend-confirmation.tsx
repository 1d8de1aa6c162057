import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { resendConfirmation } from '../../lib/auth/auth-api.ts';
import { Notice } from '../../ui/notice.tsx';

export function ResendConfirmation({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setError(null);
    if (!email.trim()) {
      setError('Please enter your e-mail address.');
      return;
    }
    setState('busy');
    try {
      await resendConfirmation(email.trim());
      setState('sent');
    } catch (err) {
      setError(errorMessage(err));
      setState('idle');
    }
  }

  return (
    <div className="space-y-3">
      {!initialEmail && <TextField label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      {state === 'sent' && <Notice tone="success">We sent a new confirmation e-mail to {email.trim()}.</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <Button variant="secondary" onClick={resend} disabled={state === 'busy'}>
        {state === 'busy' ? 'Sending...' : 'Resend confirmation e-mail'}
      </Button>
    </div>
  );
}
