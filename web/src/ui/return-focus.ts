import { useLayoutEffect, useRef } from 'react';

/**
 * A dialog opened by our own button (not a Radix Dialog.Trigger) gives the focus back to
 * whatever had it when it opened. Radix returns focus to its Trigger only, and to the page's body when
 * there is none. Pass the result as the Content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves the focus into it (a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) returnTo.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  };
}
