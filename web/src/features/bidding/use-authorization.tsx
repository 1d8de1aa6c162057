import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { checkoutTarget, readAuthorizationStart } from '../../../../domain/bidding/bid-input.ts';
import type { AuthorizationPurpose } from '../../../../domain/bidding/bidder-authorization.ts';
import { ApiError } from '../../lib/api-client.ts';
import { checkAuthorization, createAuthorization, refreshAuthorizationViews, type BiddingState } from './api.ts';
import { AuthorizationDialog, type AuthorizationDialogTitle } from './authorization-dialog.tsx';

/** SPEC 9: the wait after the authorization completes, before the interrupted action goes on. */
export const POST_AUTHORIZATION_WAIT_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AuthorizationGate {
  /**
   * SPEC 4 "Bid flow": true when the viewer holds an authorization in force; otherwise the
   * authorization dialog opens for `purpose` (also when the check itself fails), saying so when the
   * hold lapsed, and `resume` runs once the authorization completes here.
   */
  ensureAuthorized: (state: BiddingState | undefined, resume: () => void, purpose?: AuthorizationPurpose) => Promise<boolean>;
  /** Opens the dialog directly, e.g. on an AUTHORIZATION_REQUIRED refusal from the server. */
  requireAuthorization: (resume: () => void, purpose?: AuthorizationPurpose) => void;
  dialog: ReactNode;
}

/**
 * The gate before bidding, Buy Now, an offer or a message to a seller (SPEC 4, 5, 8). One general
 * authorization covers them all on every listing until its hold lapses, so the
 * dialog opens only for a member without one in force; `purpose` is the gate's default action.
 */
export function useAuthorization(opts: {
  auctionId: string;
  returnPath: string;
  purpose?: AuthorizationPurpose;
  title?: AuthorizationDialogTitle;
}): AuthorizationGate {
  const { auctionId, returnPath, title } = opts;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [purpose, setPurpose] = useState<AuthorizationPurpose>(opts.purpose ?? 'bid');
  const [lapsedAt, setLapsedAt] = useState<string | null>(null);
  const resumeRef = useRef<(() => void) | null>(null);
  // Desktop opens the checkout in a new tab; when the viewer comes back authorized we say so.
  const awaitingCheckout = useRef(false);

  useEffect(() => {
    function onFocus() {
      if (!awaitingCheckout.current) return;
      void checkAuthorization(auctionId)
        .then((r) => {
          if (!r.has_authorization) return;
          awaitingCheckout.current = false;
          toast.success('Authorization completed! You can now place bids.');
          void refreshAuthorizationViews(queryClient);
        })
        .catch(() => undefined);
    }
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [auctionId, queryClient]);

  function openFor(resume: () => void, forPurpose: AuthorizationPurpose | undefined, lapsed: string | null) {
    resumeRef.current = resume;
    setPurpose(forPurpose ?? opts.purpose ?? 'bid');
    setLapsedAt(lapsed);
    setOpen(true);
  }

  function requireAuthorization(resume: () => void, forPurpose?: AuthorizationPurpose) {
    openFor(resume, forPurpose, null);
    // The server refused: ask it whether a hold lapsed, so the dialog asks to renew it.
    void checkAuthorization(auctionId)
      .then((r) => setLapsedAt(r.status === 'lapsed' ? r.expires_at : null))
      .catch(() => undefined);
  }

  async function ensureAuthorized(state: BiddingState | undefined, resume: () => void, forPurpose?: AuthorizationPurpose): Promise<boolean> {
    if (state?.hasAuthorization) return true;
    let lapsed: string | null = null;
    try {
      const r = await checkAuthorization(auctionId);
      if (r.has_authorization) return true;
      lapsed = r.status === 'lapsed' ? r.expires_at : null;
    } catch {
      // SPEC 8: a failed check is treated as not authorized.
    }
    openFor(resume, forPurpose, lapsed);
    return false;
  }

  async function completed() {
    // SPEC 4: the dialog closes, then a 1 second wait before carrying on.
    setOpen(false);
    await wait(POST_AUTHORIZATION_WAIT_MS);
    await refreshAuthorizationViews(queryClient);
    const resume = resumeRef.current;
    resumeRef.current = null;
    resume?.();
  }

  async function authorize() {
    setProcessing(true);
    try {
      const start = readAuthorizationStart(await createAuthorization(auctionId, returnPath));
      if (start.kind === 'error') {
        toast.error('Authorization Failed', { description: start.message });
        return;
      }
      if (start.kind === 'exists') {
        toast.success('Authorization Complete', { description: 'You are already authorized to bid on this auction.' });
        await completed();
        return;
      }
      // SPEC 7: the same window under 768 px, otherwise a new tab (the same window if the tab is blocked).
      if (checkoutTarget(window.innerWidth) === 'new-tab' && window.open(start.url, '_blank')) {
        awaitingCheckout.current = true;
        setOpen(false);
        return;
      }
      window.location.assign(start.url);
    } catch (err) {
      toast.error('Authorization Failed', { description: err instanceof ApiError && err.message ? err.message : 'Please try again.' });
    } finally {
      setProcessing(false);
    }
  }

  const dialog = (
    <AuthorizationDialog
      open={open}
      purpose={purpose}
      bidTitle={title}
      lapsedAt={lapsedAt}
      processing={processing}
      onAuthorize={() => void authorize()}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) resumeRef.current = null;
      }}
    />
  );

  return { ensureAuthorized, requireAuthorization, dialog };
}
