import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { useReturnFocus } from './return-focus.ts';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Next to the title, e.g. the Scheduled badge. */
  badge?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The dialogs' frame: Radix for focus, escape and scroll lock; a sheet on phones, a card above. */
export function DialogShell({ open, onOpenChange, title, description, badge, icon, children, className }: DialogShellProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]" />
        <Dialog.Content onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none',
            'md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6',
            className,
          )}
        >
          <div className="flex items-start gap-3 pr-8">
            {icon && <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 [&>svg]:size-5">{icon}</div>}
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <Dialog.Title className="text-lg font-bold tracking-tight text-slate-900">{title}</Dialog.Title>
                {badge}
              </div>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</Dialog.Description>
              )}
            </div>
          </div>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
