import { Gavel, ShieldCheck, Timer } from 'lucide-react';
import { AuthPanel } from '../features/auth/auth-panel.tsx';

export function AuthPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 md:grid-cols-2 md:py-16">
      <section className="hidden flex-col justify-center rounded-2xl bg-slate-900 p-10 text-white md:flex">
        <p className="text-sm font-semibold tracking-wide text-brand-400 uppercase">VehicleBid</p>
        <h2 className="mt-3 text-4xl font-bold tracking-tight">Bid on the vehicles you love.</h2>
        <p className="mt-4 text-slate-300">One account to bid, watch, message sellers and list your own vehicles.</p>
        <ul className="mt-8 space-y-4 text-slate-200">
          <li className="flex gap-3">
            <Gavel className="size-5 text-brand-400" aria-hidden /> Live auctions, proxy and presale bidding
          </li>
          <li className="flex gap-3">
            <Timer className="size-5 text-brand-400" aria-hidden /> Soft close: no last-second sniping
          </li>
          <li className="flex gap-3">
            <ShieldCheck className="size-5 text-brand-400" aria-hidden /> A $250 authorization hold, never a charge
          </li>
        </ul>
      </section>
      <section className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight md:sr-only">Welcome to VehicleBid</h1>
        <AuthPanel />
      </section>
    </div>
  );
}
