import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { IdCard } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { DateText } from '../../ui/date-text.tsx';
import { controlAttributes } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { Notice } from '../../ui/notice.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { IDENTITY_FILE_RETENTION_DAYS, VERIFICATION_TEXTS } from '../../../../domain/identity/identity-verification.ts';
import { useMyVerification, useSendVerification } from './api.ts';

function PhotoPicker({
  id,
  label,
  hint,
  file,
  error,
  onPick,
}: {
  id: string;
  label: string;
  hint: string;
  file: File | null;
  error?: string;
  onPick: (f: File | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50">
          {preview ? <img src={preview} alt="" className="size-full object-cover" /> : <IdCard className="size-7 text-slate-400" aria-hidden="true" />}
        </div>
        <div className="min-w-0 space-y-1">
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            onChange={(e) => onPick(e.target.files?.[0] ?? null)}
            {...controlAttributes(id, error, hint)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-slate-700"
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-red-600">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The two photos, each required with the spec's words. */
const photosForm = z.object({
  idPhoto: z.instanceof(File, { message: VERIFICATION_TEXTS.missingFile('idPhoto') }),
  selfie: z.instanceof(File, { message: VERIFICATION_TEXTS.missingFile('selfie') }),
});

/** /profile: ask to be verified, or see where the request stands. */
export function VerificationSection() {
  const state = useMyVerification();
  const data = state.data;
  const request = data?.request ?? null;
  return (
    <section
      id="verification"
      aria-labelledby="verification-title"
      className="mt-8 scroll-mt-24 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="verification-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <IdCard className="size-5 text-slate-500" aria-hidden="true" />
          Identity verification
        </h2>
        {data?.verified && <VerifiedBadge />}
      </div>
      {state.isPending ? (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
      ) : state.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(state.error, 'Failed to load your verification')}
        </p>
      ) : data?.verified ? (
        <p className="text-sm text-slate-600">
          Your identity is verified. The Verified badge shows beside your name on your bids, comments, listings and messages.
        </p>
      ) : request?.status === 'pending' ? (
        <Notice tone="info" data-testid="verification-pending">
          Your photos were sent on <DateText ms={Date.parse(request.submittedAt)} format="shortDate" />. An admin will review them; you will be told by
          notification and e-mail.
        </Notice>
      ) : (
        <PhotosForm refusedReason={request?.status === 'refused' ? request.reason : null} />
      )}
    </section>
  );
}

function PhotosForm({ refusedReason }: { refusedReason: string | null }) {
  const form = useSchemaForm(photosForm);
  const idPhoto = useController({ control: form.control, name: 'idPhoto' });
  const selfie = useController({ control: form.control, name: 'selfie' });
  const send = useSendVerification();
  async function submit(files: z.output<typeof photosForm>) {
    await send.mutateAsync(files);
    toast.success(VERIFICATION_TEXTS.submitted);
  }
  return (
    <Form form={form} onSubmit={submit} errorText={(err) => errorMessage(err, 'Failed to send the photos')} className="space-y-4">
      {refusedReason !== null && (
        <Notice tone="warning" role="status">
          Your last request was not approved: {refusedReason}. You may send new photos.
        </Notice>
      )}
      <p className="text-sm text-slate-600">
        Send a photo of a government ID (passport, driving licence or ID card) and a selfie. Verified members carry a Verified badge wherever their name
        appears.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoPicker
          id="verification-id"
          label="Photo of a government ID"
          hint="JPEG, PNG, WebP or HEIC, up to 25 MB"
          file={fileOf(idPhoto.field.value)}
          error={idPhoto.fieldState.error?.message}
          onPick={idPhoto.field.onChange}
        />
        <PhotoPicker
          id="verification-selfie"
          label="Selfie"
          hint="Your face, clearly lit"
          file={fileOf(selfie.field.value)}
          error={selfie.fieldState.error?.message}
          onPick={selfie.field.onChange}
        />
      </div>
      <p className="text-xs text-slate-500">
        Only our admins see these photos. They are never public, and they are deleted {IDENTITY_FILE_RETENTION_DAYS} days after the decision.
      </p>
      <FormError />
      <SubmitButton variant="dark" pendingLabel="Sending…">
        Send for verification
      </SubmitButton>
    </Form>
  );
}

const fileOf = (value: unknown): File | null => (value instanceof File ? value : null);
