import { CreditCard, LoaderCircle, ShieldCheck } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { DialogShell } from '../../ui/dialog-shell.tsx';

export type AuthorizationDialogTitle = 'Bidding Authorization Required' | 'Authorization Required to Bid';

interface AuthorizationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAuthorize: () => void;
  processing: boolean;
  /** SPEC 2: the detail page says 'Bidding Authorization Required', the card dialog 'Authorization Required to Bid'. */
  title?: AuthorizationDialogTitle;
}

/** SPEC 2 "Dialogs", SPEC 9: the $250 authorization hold every bidder needs once, explained as a hold and not a charge. */
export function AuthorizationDialog({ open, onOpenChange, onAuthorize, processing, title = 'Bidding Authorization Required' }: AuthorizationDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      icon={<ShieldCheck />}
      description="Before you can bid, we place a temporary $250 authorization hold on your payment method."
    >
      <ul className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <li className="flex gap-2.5">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <strong className="font-semibold text-slate-900">This is a hold, not a charge.</strong> Your card is not billed for
            the $250; the amount is only reserved while you bid.
          </span>
        </li>
        <li className="flex gap-2.5">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            If you win, the 2.5% buyer fee is taken from the authorization. If you don&apos;t win, the hold is released.
          </span>
        </li>
      </ul>
      <p className="mt-3 text-xs text-slate-500">You will complete the authorization on our secure payment page and come straight back here.</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={processing}>
          Cancel
        </Button>
        <Button onClick={onAuthorize} disabled={processing}>
          {processing && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
          Authorize $250
        </Button>
      </div>
    </DialogShell>
  );
}
