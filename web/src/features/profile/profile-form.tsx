import { toast } from 'sonner';
import { z } from 'zod';
import { displayNameSchema, updateProfileInput } from '../../../../domain/identity/profile-input.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useSaveProfile } from './api.ts';

/** An empty bio or picture is none. */
const blankIsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema);

/** The public profile's fields, checked by the profile route's own rules. */
const profileForm = z.object({
  displayName: displayNameSchema,
  bio: blankIsNull(updateProfileInput.shape.bio),
  avatarUrl: blankIsNull(updateProfileInput.shape.avatarUrl),
});

export function ProfileForm() {
  const { user, profile, refresh, signOut } = useAuth();
  const form = useSchemaForm(profileForm, {
    defaultValues: { displayName: profile?.displayName ?? user?.name ?? '', bio: profile?.bio ?? '', avatarUrl: profile?.avatarUrl ?? '' },
  });
  const field = useFieldBinding(form);
  const save = useSaveProfile();

  async function submit(values: z.output<typeof profileForm>) {
    await save.mutateAsync(values);
    await refresh('USER_UPDATED');
    toast.success('Profile updated');
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
      <Form form={form} onSubmit={submit} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
        <h2 className="text-lg font-semibold">Public profile</h2>
        <TextField label="Display name" maxLength={40} {...field('displayName')} />
        <TextAreaField label="Bio" rows={4} maxLength={1000} hint="Shown to buyers and sellers on your listings." {...field('bio')} />
        <TextField label="Avatar image address" placeholder="https://..." {...field('avatarUrl')} />
        <FormError />
        <SubmitButton pendingLabel="Saving...">Save Profile</SubmitButton>
      </Form>
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
