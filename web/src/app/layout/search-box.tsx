import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * SPEC 2: navigates to /auctions?search={text}, trimmed, only when non-empty. Before the scripts run it is
 * a plain GET form to the same address (the server trims it and drops an empty search: listingFormRedirect).
 * The box is uncontrolled and read when the form is sent, like the page form kit's fields (ui/page-form.ts):
 * a query typed before the app took the page over is kept and searched for (its own small form does without
 * the kit's library, which every page would load).
 */
export function SearchBox({ className = '', id }: { className?: string; id: string }) {
  const navigate = useNavigate();

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const query = String(new FormData(e.currentTarget).get('search') ?? '').trim();
    if (!query) return;
    navigate(`/auctions?search=${encodeURIComponent(query)}`);
  }

  return (
    <form role="search" action="/auctions" method="get" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search vehicles
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search make, model, year..."
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
    </form>
  );
}
