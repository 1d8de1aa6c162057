import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * SPEC 2: navigates to /auctions?search={text}, trimmed, only when non-empty. Before the scripts run it is
 * a plain GET form to the same address (the server trims it and drops an empty search: listingFormRedirect).
 */
export function SearchBox({ className = '', id }: { className?: string; id: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(e: FormEvent) {
    e.preventDefault();
    const query = text.trim();
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
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search make, model, year..."
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
    </form>
  );
}
