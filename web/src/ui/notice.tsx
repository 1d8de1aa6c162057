import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

const TONES: Record<NoticeTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-slate-200 bg-slate-50 text-slate-700',
};

/**
 * An error is announced at once (alert); a success is a polite status; the rest are notes a screen reader finds
 * in reading order without interrupting. A notice that says something new after an action passes role="status".
 */
const ROLES: Record<NoticeTone, 'alert' | 'status' | 'note'> = { info: 'note', success: 'status', warning: 'note', error: 'alert', neutral: 'note' };

interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** A leading icon (lucide, marked aria-hidden by the caller). */
  icon?: ReactNode;
  role?: 'alert' | 'status' | 'note';
  /** md: a line's box inside a form or card; lg: a card of its own. */
  size?: 'md' | 'lg';
  id?: string;
  className?: string;
  'data-testid'?: string;
}

/** A boxed message in one of five tones: the info, success, warning and error boxes of every screen. */
export function Notice({ tone, children, icon, role, size = 'md', id, className, 'data-testid': testId }: NoticeProps) {
  return (
    <div
      id={id}
      role={role ?? ROLES[tone]}
      data-testid={testId}
      className={cn(
        'border text-sm',
        size === 'md' ? 'rounded-lg px-3 py-2.5' : 'rounded-xl p-4',
        TONES[tone],
        icon ? 'flex gap-2 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0' : undefined,
        className,
      )}
    >
      {icon}
      {icon ? <div className="min-w-0">{children}</div> : children}
    </div>
  );
}
