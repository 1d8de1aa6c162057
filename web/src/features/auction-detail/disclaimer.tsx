import { Info } from 'lucide-react';

/** SPEC 2: the disclaimer, auction and classified variants, with the contact-seller link. */
export function Disclaimer({ classified, onContactSeller }: { classified: boolean; onContactSeller: () => void }) {
  const contact = (
    <button type="button" onClick={onContactSeller} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      contact seller
    </button>
  );
  return (
    <aside className="mt-8 flex gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm leading-6 text-slate-600" data-testid="disclaimer">
      <Info className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
      {classified ? (
        <p>
          This classified listing was created by the seller. Any sale is arranged directly between buyer and seller: VehicleBid is not a party to the
          transaction. Verify the vehicle&apos;s condition, title, registration legality, emissions and safety compliance and import eligibility yourself before
          you buy. Questions? {contact}.
        </p>
      ) : (
        <p>
          This listing was created by the seller. Bidders must do their own due diligence before bidding: review the content and photos, the disclosed flaws,
          whether the vehicle can be legally registered where you live, emissions and safety requirements, and import eligibility. Questions before you bid?{' '}
          {contact}.
        </p>
      )}
    </aside>
  );
}
