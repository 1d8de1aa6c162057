import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TriangleAlert, UserX } from 'lucide-react';
import {
  hasLiveBidding,
  SUSPENSION_REASON_MAX,
  suspensionFormFor,
  suspensionSentence,
  type BidsChoice,
} from '../../../../domain/membership/member-suspension.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { Form, SubmitButton, useSchemaForm } from '../../ui/form.tsx';
import { useChangeUser, type AdminUserDetail, type CancelledBids } from './api.ts';

const CHOICES: readonly { id: BidsChoice; label: string; line: string }[] = [
  { id: 'keep', label: 'Keep their bids', line: 'Their bids and proxy bids stay on the auctions; they can still win.' },
  { id: 'cancel', label: 'Cancel their bids', line: 'Their bids and proxy bids go, each auction’s high bid is recomputed live, and their pending offers end.' },
];

/**
 * Suspending a member: a written reason (the member is told it by e-mail) and, when they have bids or offers
 * running, whether those stay or go, with no choice made beforehand. The sentence above the button says what
 * will happen, with the server's counts; the button waits for both.
 */
export function SuspendDialog({ detail, open, onOpenChange }: { detail: AdminUserDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const change = useChangeUser(detail.user.id);
  return (
    <DialogShell
      open={open}
      onOpenChange={(o) => !change.isPending && onOpenChange(o)}
      title="Suspend member"
      description={
        <>
          <span className="font-medium text-slate-800">{detail.user.displayName ?? detail.user.name}</span>
          <span className="hidden sm:inline" aria-hidden>
            {' · '}
          </span>
          <span className="block break-all sm:inline">{detail.user.email}</span>
        </>
      }
      icon={<UserX aria-hidden />}
      role="alertdialog"
      size="lg"
      data-testid="suspend-dialog"
    >
      {open && <SuspendForm detail={detail} change={change} onDone={() => onOpenChange(false)} />}
    </DialogShell>
  );
}

function SuspendForm({ detail, change, onDone }: { detail: AdminUserDetail; change: ReturnType<typeof useChangeUser>; onDone: () => void }) {
  const live = detail.liveBidding;
  const schema = suspensionFormFor(live);
  const form = useSchemaForm(schema, { defaultValues: { reason: '', choice: null } });
  const { register } = form;
  const values = useWatch({ control: form.control });
  const name = detail.user.displayName ?? detail.user.name;
  // Checked as it is typed: the button waits for a valid form, and the line under the sentence says what is missing.
  const checked = schema.safeParse({ reason: values.reason ?? '', choice: values.choice ?? null });

  async function submit({ reason, choice }: z.output<typeof schema>) {
    const cancelBids = choice === 'cancel';
    try {
      const res = await change.mutateAsync({ kind: 'status', status: 'suspended', reason, cancelBids });
      const led = res.user.leadsLiveAuctions ?? 0;
      const description = res.cancelled
        ? cancelledLine(res.cancelled)
        : led > 0
          ? `They still lead ${led} live ${led === 1 ? 'auction' : 'auctions'}.`
          : undefined;
      toast.success(cancelBids ? 'User suspended, bids cancelled' : 'User suspended', description ? { description } : undefined);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update the user'));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">Their sessions end at once; they cannot sign in, bid, offer, comment or message until reinstated.</p>
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={SUSPENSION_REASON_MAX}
        hint="The member is told this reason by e-mail; it is kept in the audit log."

        placeholder="e.g. Bids only on one seller’s listings from the seller’s address"
        {...register('reason')}
      />
      {hasLiveBidding(live) && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Their bids on live auctions</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CHOICES.map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 transition-colors hover:border-slate-300 has-[:checked]:border-red-600 has-[:checked]:bg-red-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-red-600"
              >
                <input type="radio" value={c.id} className="mt-0.5 size-4 shrink-0 accent-red-600" {...register('choice')} />
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{c.label}</span>
                  <span className="mt-0.5 block text-xs leading-relaxed text-slate-600">{c.line}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p
        data-testid="suspension-sentence"
        aria-live="polite"
        className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-900"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        <span>{suspensionSentence(name, live, values.choice ?? null)}</span>
      </p>
      {!checked.success && <p className="-mt-2 text-xs text-slate-500">{checked.error.issues.map((i) => i.message).join(' ')}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Not now
        </Button>
        <SubmitButton variant="danger" disabled={!checked.success}>
          Confirm suspension
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The toast's second line after bids were cancelled: how many auctions changed, and offers ended. */
function cancelledLine(c: CancelledBids): string {
  const n = c.auctions.length;
  const auctions = n === 0 ? 'No live auction had their bids' : `Recomputed ${n} ${n === 1 ? 'auction' : 'auctions'}`;
  return c.offers > 0 ? `${auctions}; ${c.offers} pending ${c.offers === 1 ? 'offer' : 'offers'} ended.` : `${auctions}.`;
}
