import { initials } from '../../../../domain/relative-time.ts';
import { cn } from '../../ui/cn.ts';

export function SellerAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" className={cn('rounded-full object-cover', className)} />;
  return (
    <span aria-hidden className={cn('inline-flex items-center justify-center rounded-full bg-slate-900 font-semibold text-white', className)}>
      {initials(name)}
    </span>
  );
}
