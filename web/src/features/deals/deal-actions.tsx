import { useState } from 'react';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { moveCopy, type MoveCopy } from '../../../../domain/deals/deal-page-text.ts';
import type { DealMove } from '../../../../domain/deals/deal-rules.ts';
import type { DealView } from '../../../../domain/deals/deal-view.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton, setFormError, useFieldBinding, useSchemaForm } from '../../ui/form.tsx';
import { startDealCheckout, useDealMove } from './api.ts';
import { DisputePhotos, type DisputePhoto } from './dispute-photos.tsx';
import { moveBody, moveFormSchema, photosProblem, type MoveFormValues } from './move-form.ts';

/** Moves the page never offers as a button: the system's and the admin's own screen's. */
const NOT_BUTTONS: readonly DealMove[] = ['pay', 'release', 'resolve'];
/** The calm moves first; the ones that end or stop the deal after, in red. */
const ORDER: readonly DealMove[] = [
  'confirm_payment',
  'hand_over',
  'send_title',
  'confirm_received',
  'receive_title',
  'open_dispute',
  'cancel_non_payment',
  'back_out',
];

export const MOVE_DONE: Partial<Record<DealMove, string>> = {
  confirm_payment: 'Payment confirmed',
  hand_over: 'Marked handed over',
  send_title: 'Marked title sent',
  confirm_received: 'Thank you: received as described',
  receive_title: 'Title received',
  open_dispute: 'Dispute opened. VehicleBid will be in touch.',
  cancel_non_payment: 'The deal is cancelled',
  back_out: 'The deal is cancelled and the buyer refunded',
};

/** The viewer's buttons for the moves the server says they may make now, each behind a confirmation. */
export function DealActions({ deal }: { deal: DealView }) {
  const [open, setOpen] = useState<DealMove | null>(null);
  const moves = ORDER.filter((m) => deal.availableMoves.includes(m) && !NOT_BUTTONS.includes(m));
  const canPay = deal.viewerRole === 'buyer' && deal.paymentMethod === 'held' && deal.state === 'awaiting_payment';
  if (!canPay && moves.length === 0) return null;
  const copy = open ? moveCopy(open, deal) : null;
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-testid="deal-actions">
      {canPay && <PayButton deal={deal} />}
      {moves.map((m) => {
        const c = moveCopy(m, deal);
        if (!c) return null;
        return (
          <Button
            key={m}
            variant={c.danger ? 'secondary' : 'primary'}
            className={c.danger ? 'text-red-700 hover:bg-red-50' : undefined}
            onClick={() => setOpen(m)}
          >
            {c.button}
          </Button>
        );
      })}
      {open && copy && <MoveDialog deal={deal} move={open} copy={copy} onClose={() => setOpen(null)} />}
    </div>
  );
}

function PayButton({ deal }: { deal: DealView }) {
  const [busy, setBusy] = useState(false);
  const copy = moveCopy('pay', deal)!;
  async function pay() {
    setBusy(true);
    try {
      const { url } = await startDealCheckout(deal.id);
      window.location.assign(url);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The checkout could not be opened. Please try again.');
      setBusy(false);
    }
  }
  return (
    <Button size="lg" onClick={() => void pay()} disabled={busy}>
      {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <CreditCard className="size-5" aria-hidden />}
      {copy.button}
    </Button>
  );
}

function MoveDialog({ deal, move, copy, onClose }: { deal: DealView; move: DealMove; copy: MoveCopy; onClose: () => void }) {
  const run = useDealMove(deal.id);
  const form = useSchemaForm(moveFormSchema(move));
  const field = useFieldBinding(form);
  const [photos, setPhotos] = useState<DisputePhoto[]>([]);
  const uploading = photos.some((p) => p.url === null);

  async function submit(values: MoveFormValues) {
    const photoIds = photos.flatMap((p) => (p.url ? [p.url] : []));
    const problem = move === 'open_dispute' ? photosProblem(photoIds) : null;
    if (problem) return setFormError(form, problem);
    await run.mutateAsync({ move, body: moveBody(move, values, photoIds) });
    toast.success(MOVE_DONE[move] ?? 'Done');
    onClose();
  }

  return (
    <DialogShell open onOpenChange={(o) => !o && !run.isPending && onClose()} title={copy.title} description={copy.body}>
      <Form
        form={form}
        onSubmit={submit}
        errorText={(err) => (err instanceof ApiError ? err.message : 'That did not go through. Please try again.')}
        className="space-y-4"
      >
        {move === 'hand_over' && (
          <>
            <TextField label="Carrier (optional)" placeholder="e.g. Reliable Carriers" {...field('carrier')} />
            <TextField label="Tracking number (optional)" {...field('tracking')} />
          </>
        )}
        {move === 'send_title' && <TextField label="Tracking number (optional)" {...field('tracking')} />}
        {move === 'open_dispute' && (
          <>
            <TextAreaField label="What is wrong?" rows={4} hint="Describe what differs from the listing: at least 10 characters." {...field('reason')} />
            <DisputePhotos dealId={deal.id} photos={photos} onChange={setPhotos} onError={(message) => setFormError(form, message)} />
          </>
        )}
        <FormError />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
            Not now
          </Button>
          <SubmitButton variant={copy.danger ? 'danger' : 'primary'} disabled={uploading}>
            {copy.confirm}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  );
}
