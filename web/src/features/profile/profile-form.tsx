import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { updateProfileInput } from '../../../../domain/profile-input.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';

export function ProfileForm() {
  const { user, profile, refresh, signOut } = useAuth();
  const [displayName, setDisplayName] = useState(profile?.displayName ?? user?.name ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [avatarUrl, setAvatarUrl] = useState(profile?.avatarUrl ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: unknown) => api('/api/profile', { method: 'PATCH', body }),
    onSuccess: async () => {
      await refresh('USER_UPDATED');
      toast.success('Profile updated');
    },
    onError: (err) => setError(errorMessage(err)),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = updateProfileInput.safeParse({ displayName, bio: bio || null, avatarUrl: avatarUrl || null });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join(' '));
      return;
    }
    save.mutate(parsed.data);
  }

  async function signOutEverywhere() {
    try {
      await signOut('global');
      toast.success('Signed out successfully');
    } catch {
      toast.error('Error signing out');
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <form onSubmit={submit} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2" noValidate>
        <h2 className="text-lg font-semibold">Public profile</h2>
        <TextField label="Display name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} maxLength={40} />
        <TextAreaField label="Bio" rows={4} value={bio} onChange={(e) => setBio(e.target.value)} maxLength={1000} hint="Shown to buyers and sellers on your listings." />
        <TextField label="Avatar image address" value={avatarUrl} onChange={(e) => setAvatarUrl(e.target.value)} placeholder="https://..." />
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </form>
      <aside className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold">Account</h2>
        <p className="text-sm text-slate-600">
          Signed in as <strong className="text-slate-900">{user?.email}</strong>
        </p>
        <Button variant="secondary" onClick={signOutEverywhere} className="w-full">
          Sign out of all devices
        </Button>
      </aside>
    </div>
  );
}
