import { ShieldCheck, Wallet } from 'lucide-react';
import { PAYMENT_METHOD_TEXT, type PaymentMethod } from '../../../../domain/deals/deal-rules.ts';

/** How a buyer of this listing pays its price, as its seller chose (held by the site, or direct). */
export function PaymentMethodNote({ method }: { method: PaymentMethod }) {
  const Icon = method === 'held' ? ShieldCheck : Wallet;
  return (
    <section
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
      aria-labelledby="payment-method-title"
      data-testid="payment-method-note"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${method === 'held' ? 'text-emerald-600' : 'text-slate-500'}`} aria-hidden />
      <div>
        <h2 id="payment-method-title" className="font-semibold text-slate-900">
          {PAYMENT_METHOD_TEXT[method].label}
        </h2>
        <p className="mt-0.5 text-slate-600">{PAYMENT_METHOD_TEXT[method].buyerText}</p>
      </div>
    </section>
  );
}
