import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { chargeButton, chargeFormSchema, chargeSentence, MONEY_REASON_MAX, MONEY_REASON_MIN } from '../../../../domain/admin-money.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import type { OfferPaymentItem, useProcessPayment } from './api.ts';

/**
 * The admin's charge of an accepted offer moves the buyer's money: the dialog names it ('Charge $30,000 to Sam Buyer
 * for 1967 Ford Mustang.') and asks for the reason both parties are told, before its button, which is the charge itself.
 */
export function ChargeOfferDialog({ item, process, onClose }: { item: OfferPaymentItem; process: ReturnType<typeof useProcessPayment>; onClose: () => void }) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver: zodResolver(chargeFormSchema) });
  const { errors } = form.formState;
  const movement = { amount: item.amount, buyer: item.buyerName, vehicle: item.auctionTitle };
  const busy = process.isPending;
  const charge = form.handleSubmit(({ reason }) =>
    process.mutate(
      { offerId: item.offerId, reason: reason.trim() },
      {
        onSuccess: (r) => {
          if (r.payment?.status === 'succeeded') toast.success('Payment processed', { description: `${formatUsd(r.amount)} charged to ${r.buyerName}.` });
          else if (r.payment?.status === 'failed') toast.error('Payment failed', { description: r.payment.failureReason ?? undefined });
          onClose();
        },
      },
    ),
  );
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && !busy && onClose()}
      title="Confirm the charge"
      description={<span data-testid="charge-sentence">{chargeSentence(movement)}</span>}
      icon={<CreditCard aria-hidden />}
      role="alertdialog"
      size="lg"
      data-testid="charge-confirm"
    >
      <form className="space-y-4" noValidate onSubmit={(e) => void charge(e)}>
        <p className="text-sm text-slate-600">
          {item.deal ? 'The buyer’s saved card is charged and VehicleBid holds the money until the handover, as after a checkout.' : 'The buyer’s saved card is charged.'}
        </p>
        <TextAreaField
          label="Reason for the charge"
          rows={3}
          maxLength={MONEY_REASON_MAX}
          error={errors.reason?.message}
          hint={`The buyer and the seller are both told it (${MONEY_REASON_MIN} to ${MONEY_REASON_MAX} characters).`}
          {...form.register('reason')}
        />
        {process.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {errorMessage(process.error, 'Failed to process payment. Please try again.')}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Go back
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <CreditCard className="size-4" aria-hidden />}
            {chargeButton(movement)}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
