import { Globe, Phone } from 'lucide-react';
import type { SellerContact } from '../../../../domain/listings/auction-detail.ts';

/** Business sellers show company, website, contact name and phone; others full name and phone. */
export function SellerContactDetails({ contact }: { contact: SellerContact }) {
  const rows: Array<[string, string | null, 'web' | 'phone' | null]> =
    contact.kind === 'business'
      ? [
          ['Company', contact.companyName, null],
          ['Website', contact.companyWebsite, 'web'],
          ['Contact', contact.contactName, null],
          ['Phone', contact.contactPhone, 'phone'],
        ]
      : [
          ['Name', contact.fullName, null],
          ['Phone', contact.phoneNumber, 'phone'],
        ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="seller-contact">
      {rows
        .filter((r): r is [string, string, 'web' | 'phone' | null] => Boolean(r[1]))
        .map(([label, value, kind]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900">
              {kind === 'web' ? (
                <a href={value} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                  <Globe className="size-3.5" aria-hidden />
                  {value.replace(/^https?:\/\//, '')}
                </a>
              ) : kind === 'phone' ? (
                <a href={`tel:${value.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                  <Phone className="size-3.5" aria-hidden />
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
