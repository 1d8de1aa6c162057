import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { api, errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Badge, EmptyState, ErrorState, formatAdminTime, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { IDENTITY_FILE_LABELS, VERIFICATION_TEXTS, type VerificationRequest } from '../../../../domain/identity/identity-verification.ts';

type View = 'pending' | 'decided';

export function useVerificationRequests(view: View) {
  return useQuery({
    queryKey: ['admin', 'verifications', view],
    queryFn: () => api<{ requests: VerificationRequest[] }>(`/api/admin/verifications?status=${view}`),
    staleTime: 0,
  });
}

function Photo({ url, label }: { url: string | null; label: string }) {
  return (
    <figure className="min-w-0 space-y-1.5">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</figcaption>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          <img src={url} alt={label} className="aspect-[4/3] w-full object-contain" />
        </a>
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 text-center text-sm text-slate-500">
          Deleted 30 days after the decision
        </div>
      )}
    </figure>
  );
}

function RequestCard({ r }: { r: VerificationRequest }) {
  const qc = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (body: { decision: 'approve' | 'refuse'; reason?: string }) =>
      api<{ request: VerificationRequest }>(`/api/admin/verifications/${r.id}/decision`, { method: 'POST', body }),
    onSuccess: (_res, body) => {
      toast.success(body.decision === 'approve' ? `${r.name} is verified` : `Verification of ${r.name} refused`);
      void qc.invalidateQueries({ queryKey: ['admin', 'verifications'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
    onError: (err) => setError(errorMessage(err, 'Failed to save the decision')),
  });
  const refuse = () => {
    if (!reason.trim()) return setError(VERIFICATION_TEXTS.reasonRequired);
    decide.mutate({ decision: 'refuse', reason: reason.trim() });
  };
  return (
    <article className="space-y-4 p-4 sm:p-5" aria-label={`Verification request of ${r.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{r.name}</p>
          <p className="truncate text-sm text-slate-500">{r.email}</p>
        </div>
        <div className="text-right text-xs text-slate-500">
          <p>Sent {formatAdminTime(r.submittedAt)}</p>
          {r.decidedAt && <p>Decided {formatAdminTime(r.decidedAt)}</p>}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Photo url={r.idPhotoUrl} label={IDENTITY_FILE_LABELS.idPhoto} />
        <Photo url={r.selfieUrl} label={IDENTITY_FILE_LABELS.selfie} />
      </div>
      {r.status === 'pending' ? (
        <div className="space-y-3">
          {refusing && (
            <div className="space-y-1">
              <label htmlFor={`reason-${r.id}`} className="block text-sm font-medium text-slate-900">
                Reason for the refusal
              </label>
              <textarea
                id={`reason-${r.id}`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={2}
                maxLength={500}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-slate-500 focus:ring-2 focus:ring-slate-200 focus:outline-none"
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {refusing ? (
              <>
                <Button size="sm" variant="danger" disabled={decide.isPending} onClick={refuse}>
                  Refuse verification
                </Button>
                <Button size="sm" variant="ghost" onClick={() => (setRefusing(false), setError(null))}>
                  Back
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" variant="dark" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'approve' })}>
                  Approve
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setRefusing(true)}>
                  Refuse…
                </Button>
              </>
            )}
          </div>
        </div>
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {r.status === 'approved' ? <Badge tone="green">Approved</Badge> : <Badge tone="red">Refused</Badge>}
          {r.reason}
        </p>
      )}
    </article>
  );
}

/** /admin/users 'Verification requests': each request's ID and selfie side by side, approved or refused with a reason. */
export function VerificationRequests() {
  const [view, setView] = useState<View>('pending');
  const list = useVerificationRequests(view);
  return (
    <Panel
      title="Verification requests"
      actions={
        <div className="flex gap-1" role="group" aria-label="Requests to show">
          {(['pending', 'decided'] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? 'dark' : 'ghost'} aria-pressed={view === v} onClick={() => setView(v)}>
              {v === 'pending' ? 'Awaiting review' : 'Decided'}
            </Button>
          ))}
        </div>
      }
    >
      {list.isPending ? (
        <TableSkeleton rows={3} cols={2} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'Failed to load the requests')} onRetry={() => void list.refetch()} />
      ) : list.data.requests.length === 0 ? (
        <EmptyState title={view === 'pending' ? 'No requests awaiting review' : 'No decided requests'} />
      ) : (
        <div className="grid divide-y divide-slate-100 xl:grid-cols-2 xl:divide-y-0">
          {list.data.requests.map((r) => (
            <RequestCard key={r.id} r={r} />
          ))}
        </div>
      )}
    </Panel>
  );
}
