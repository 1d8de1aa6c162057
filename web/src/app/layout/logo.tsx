import { Link } from 'react-router';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className="flex items-center gap-2" aria-label="VehicleBid home">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0f172a' : '#f59e0b'} />
        <path d="M14 40l4-10c1-3 3-4 6-4h16c3 0 5 1 6 4l4 10v6h-4a4 4 0 0 1-8 0H26a4 4 0 0 1-8 0h-4z" fill={tone === 'dark' ? '#f59e0b' : '#0f172a'} />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>
        Vehicle<span className={tone === 'dark' ? 'text-brand-600' : 'text-brand-500'}>Bid</span>
      </span>
    </Link>
  );
}
