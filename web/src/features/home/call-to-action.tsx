import { CalendarClock, Gavel, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** SPEC 2 call-to-action block: Register to Bid (/auth), List Your Vehicle (/create-auction), Preview Upcoming (/presale). */
export function CallToActionBlock() {
  return (
    <section data-testid="call-to-action" className="bg-slate-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight md:text-3xl">Ready when you are</h2>
        <p className="mt-1 text-slate-400">Bid, sell or get a head start on what goes live next.</p>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          <Action icon={<Gavel />} title="Register to Bid" text="Create a free account and complete the $250 authorization hold." to="/auth" />
          <Action
            icon={<ShieldCheck />}
            title="List Your Vehicle"
            text="Auction or classified, reviewed by our team before it goes live."
            to="/create-auction"
          />
          <Action icon={<CalendarClock />} title="Preview Upcoming" text="See scheduled auctions early and place presale bids." to="/presale" />
        </div>
      </div>
    </section>
  );
}

function Action({ icon, title, text, to }: { icon: ReactNode; title: string; text: string; to: string }) {
  return (
    <Link to={to} className="group rounded-2xl border border-white/10 bg-white/5 p-6 transition hover:border-brand-400 hover:bg-white/10">
      <div className="flex size-11 items-center justify-center rounded-lg bg-brand-500 text-slate-950 [&>svg]:size-5">{icon}</div>
      <h3 className="mt-4 text-lg font-bold group-hover:text-brand-400">{title}</h3>
      <p className="mt-1 text-sm text-slate-400">{text}</p>
    </Link>
  );
}
