import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useReturnFocus } from './return-focus.ts';

/**
 * Where a dialog sits. sheet: a sheet from the bottom on phones, a centred card above 768 px (DialogShell's usual
 * frame); popover: the same sheet on phones, a panel under the header's top right above; side: a full-height panel
 * from the right; full: the whole screen, dark (photo and video viewers).
 */
export type DialogFrameKind = 'sheet' | 'popover' | 'side' | 'full';

const FRAMES: Record<DialogFrameKind, { overlay: string; content: string }> = {
  sheet: {
    overlay: 'fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]',
    content:
      'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6',
  },
  popover: {
    overlay: 'fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]',
    content:
      'fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none md:inset-x-auto md:top-20 md:right-6 md:bottom-auto md:w-[26rem] md:rounded-2xl',
  },
  side: {
    overlay: 'fixed inset-0 z-50 bg-slate-950/50',
    content: 'fixed inset-y-0 right-0 z-50 flex flex-col bg-white shadow-2xl focus:outline-none',
  },
  // Opaque, above the site header (z-40) and the menus (z-50): nothing of the page shows through.
  full: {
    overlay: 'fixed inset-0 z-[60] bg-slate-950',
    content: 'fixed inset-0 z-[61] flex flex-col bg-slate-950 text-white outline-none',
  },
};

type ContentProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'onCloseAutoFocus' | 'asChild'>;

interface DialogFrameProps extends ContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  frame: DialogFrameKind;
}

/**
 * Every dialog's bones: Radix for focus trapping, escape and scroll lock, and the focus given back to what opened
 * it (useReturnFocus). Dialogs with a title, a text and a close button use DialogShell; the frames with a header of
 * their own (the menu, the viewers, the admin's side sheet) use this with DialogTitle and DialogClose.
 */
export function DialogFrame({ open, onOpenChange, frame, className, children, ...content }: DialogFrameProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={FRAMES[frame].overlay} />
        <Dialog.Content onCloseAutoFocus={returnFocus} className={cn(FRAMES[frame].content, className)} {...content}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;
export const DialogClose = Dialog.Close;

const WIDTHS = { md: 'md:max-w-md', lg: 'md:max-w-lg', '2xl': 'md:max-w-2xl' } as const;

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Read to screen readers when there is no visible description; the title by default; false for none. */
  hiddenDescription?: string | false;
  /** Next to the title, e.g. the Scheduled badge. */
  badge?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** The card's width above 768 px (sheet frame). */
  size?: keyof typeof WIDTHS;
  frame?: 'sheet' | 'popover';
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  'data-testid'?: string;
}

/** The dialogs' frame: a title (with an icon and a badge), a text, a close button, then the dialog's own content. */
export function DialogShell({ title, description, hiddenDescription, badge, icon, children, size = 'md', frame = 'sheet', ...rest }: DialogShellProps) {
  const popover = frame === 'popover';
  return (
    <DialogFrame
      frame={frame}
      className={popover ? undefined : WIDTHS[size]}
      {...(!description && hiddenDescription === false ? { 'aria-describedby': undefined } : {})}
      {...rest}
    >
      <div className={popover ? 'flex items-center gap-3 border-b border-slate-100 px-5 py-4 pr-14' : 'flex items-start gap-3 pr-8'}>
        {icon && <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 [&>svg]:size-5">{icon}</div>}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Dialog.Title className="text-lg font-bold tracking-tight text-slate-900">{title}</Dialog.Title>
            {badge}
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            hiddenDescription !== false && (
              <Dialog.Description className="sr-only">{hiddenDescription ?? (typeof title === 'string' ? title : 'Dialog')}</Dialog.Description>
            )
          )}
        </div>
      </div>
      <Dialog.Close
        className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label="Close"
      >
        <X className="size-5" aria-hidden />
      </Dialog.Close>
      {popover ? <div className="overflow-y-auto px-2 py-2">{children}</div> : <div className="mt-4">{children}</div>}
    </DialogFrame>
  );
}
