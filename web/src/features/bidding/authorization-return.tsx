import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { readAuthorizationReturn, withoutAuthorizationParams } from '../../../../domain/bidding/bid-input.ts';
import { refreshAuthorizationViews, verifyAuthorization } from './api.ts';

/**
 * SPEC 2/4/8: the detail page handles the return from the payment provider. authorization_success=true
 * with a session_id is verified; authorization_cancelled=true says what is still needed. Either way
 * the parameters are removed from the address afterwards, so a reload does not repeat it.
 */
export function useAuthorizationReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const ret = readAuthorizationReturn(location.search);
    if (!ret || handled.current === location.search) return;
    handled.current = location.search;
    const clean = () =>
      navigate(
        { pathname: location.pathname, search: withoutAuthorizationParams(location.search), hash: location.hash },
        { replace: true, state: location.state },
      );

    if (ret.kind === 'cancelled') {
      toast.error('Authorization cancelled. You need to complete the $250 authorization to place bids.');
      clean();
      return;
    }
    if (ret.kind === 'invalid') {
      toast.error('Failed to complete authorization');
      clean();
      return;
    }
    void verifyAuthorization(ret.sessionId)
      // A refused verification is a 400 (the API client throws it), so an answer is always a success.
      .then(() => {
        toast.success('Authorization completed successfully! You can now place bids on this auction.');
        return refreshAuthorizationViews(queryClient);
      })
      .catch(() => toast.error('Failed to verify authorization payment'))
      .finally(clean);
  }, [location, navigate, queryClient]);
}

/** The same, as a component a page can mount next to its content. */
export function AuthorizationReturn(): null {
  useAuthorizationReturn();
  return null;
}
