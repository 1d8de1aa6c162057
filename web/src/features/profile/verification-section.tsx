import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { IdCard } from 'lucide-react';
import { api, ApiError, errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DateText } from '../../ui/date-text.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { IDENTITY_FILE_RETENTION_DAYS, VERIFICATION_TEXTS, type IdentityFile, type MyVerification } from '../../../../domain/identity-verification.ts';

const KEY = ['verification'] as const;

/** POST /api/verification: the two photos as multipart; a refusal's text comes back as the API wrote it. */
async function sendPhotos(files: Record<IdentityFile, File>): Promise<MyVerification> {
  const form = new FormData();
  form.append('idPhoto', files.idPhoto);
  form.append('selfie', files.selfie);
  const res = await fetch('/api/verification', { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as MyVerification & { error?: string; code?: string };
  if (!res.ok) throw new ApiError(res.status, body.code ?? `HTTP_${res.status}`, body.error ?? 'Failed to send the photos');
  return body;
}

function PhotoPicker({ id, label, hint, file, onPick }: { id: string; label: string; hint: string; file: File | null; onPick: (f: File | null) => void }) {
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
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            onChange={(e) => onPick(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-900 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-slate-700"
          />
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
      </div>
    </div>
  );
}

/** /profile: ask to be verified (issue 27 item 4), or see where the request stands. */
export function VerificationSection() {
  const qc = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: () => api<MyVerification>('/api/verification') });
  const [files, setFiles] = useState<{ idPhoto: File | null; selfie: File | null }>({ idPhoto: null, selfie: null });
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: sendPhotos,
    onSuccess: (next) => {
      qc.setQueryData(KEY, next);
      setError(null);
      toast.success(VERIFICATION_TEXTS.submitted);
    },
    onError: (err) => setError(errorMessage(err, 'Failed to send the photos')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!files.idPhoto) return setError(VERIFICATION_TEXTS.missingFile('idPhoto'));
    if (!files.selfie) return setError(VERIFICATION_TEXTS.missingFile('selfie'));
    send.mutate({ idPhoto: files.idPhoto, selfie: files.selfie });
  };
  const data = state.data;
  const request = data?.request ?? null;
  return (
    <section id="verification" aria-labelledby="verification-title" className="mt-8 scroll-mt-24 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
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
        <p role="alert" className="text-sm text-red-600">{errorMessage(state.error, 'Failed to load your verification')}</p>
      ) : data?.verified ? (
        <p className="text-sm text-slate-600">Your identity is verified. The Verified badge shows beside your name on your bids, comments, listings and messages.</p>
      ) : request?.status === 'pending' ? (
        <p className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900" data-testid="verification-pending">
          Your photos were sent on <DateText ms={Date.parse(request.submittedAt)} format="shortDate" />. An admin will review them; you will be told by notification and e-mail.
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {request?.status === 'refused' && (
            <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
              Your last request was not approved: {request.reason}. You may send new photos.
            </p>
          )}
          <p className="text-sm text-slate-600">
            Send a photo of a government ID (passport, driving licence or ID card) and a selfie. Verified members carry a Verified badge wherever their name appears.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <PhotoPicker id="verification-id" label="Photo of a government ID" hint="JPEG, PNG, WebP or HEIC, up to 25 MB" file={files.idPhoto} onPick={(f) => setFiles((v) => ({ ...v, idPhoto: f }))} />
            <PhotoPicker id="verification-selfie" label="Selfie" hint="Your face, clearly lit" file={files.selfie} onPick={(f) => setFiles((v) => ({ ...v, selfie: f }))} />
          </div>
          <p className="text-xs text-slate-500">Only our admins see these photos. They are never public, and they are deleted {IDENTITY_FILE_RETENTION_DAYS} days after the decision.</p>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <Button type="submit" variant="dark" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send for verification'}
          </Button>
        </form>
      )}
    </section>
  );
}
