import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import { checkAuthorization } from '../features/bidding/api.ts';
import { AuthorizationReturn } from '../features/bidding/authorization-return.tsx';
import { useAuthorization } from '../features/bidding/use-authorization.tsx';
import { ComposeDialog, type ComposeDraft } from '../features/messages/compose-dialog.tsx';
import { MessagesInbox, type Selection } from '../features/messages/messages-inbox.tsx';
import { PageContainer, PageHeader } from '../ui/page.tsx';

/** SPEC 2 /messages (signed-in only): the inbox; Contact Seller and Message Seller arrive with a compose draft. */
export function MessagesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const incoming = (location.state as { compose?: ComposeDraft } | null)?.compose ?? null;
  const [draft, setDraft] = useState<ComposeDraft | null>(incoming);
  const [composeKey, setComposeKey] = useState(0);
  const otherUserId = params.get('with');
  const selected: Selection | null = otherUserId ? { otherUserId, auctionId: params.get('auction') } : null;

  // SPEC 5/6: messaging a seller about a listing needs the bidder authorization.
  const auctionId = draft?.auctionId ?? null;
  const authorization = useQuery({
    // Under the 'authorization' root: a completed authorization refreshes it (refreshAuthorizationViews).
    queryKey: ['authorization', 'message', auctionId],
    queryFn: () => checkAuthorization(auctionId!),
    enabled: Boolean(auctionId),
  });
  const gate = useAuthorization({ auctionId: auctionId ?? GENERAL_AUTHORIZATION_AUCTION_ID, returnPath: '/messages', purpose: 'message' });

  const select = (s: Selection | null) => {
    const next = new URLSearchParams();
    if (s) {
      next.set('with', s.otherUserId);
      if (s.auctionId) next.set('auction', s.auctionId);
    }
    setParams(next);
  };
  const closeCompose = () => {
    setDraft(null);
    // The draft came in the navigation state; it is used once.
    if (incoming) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <PageContainer>
      <PageHeader title="Messages" subtitle="Your conversations with buyers and sellers." />
      <MessagesInbox
        selected={selected}
        onSelect={select}
        onCompose={() => {
          setComposeKey((k) => k + 1);
          setDraft({});
        }}
      />
      {draft && (
        <ComposeDialog
          key={composeKey}
          open
          onOpenChange={(open) => !open && closeCompose()}
          draft={draft}
          authorizationRequired={Boolean(auctionId) && authorization.data?.has_authorization === false}
          onAuthorize={() => gate.requireAuthorization(() => void authorization.refetch())}
          onSent={(sent) => {
            closeCompose();
            select({ otherUserId: sent.toUserId, auctionId: sent.auctionId });
          }}
        />
      )}
      {gate.dialog}
      {/* The checkout comes back here: its return is verified as on a listing's page. */}
      <AuthorizationReturn />
    </PageContainer>
  );
}
