import { Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGE_TEXTS } from '../../../../domain/community/message-input.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';

// The compose (and its form rules) loads when the button is first pressed, not with the listing page.
const ComposeDialog = lazy(() => import('./compose-dialog.tsx').then((m) => ({ default: m.ComposeDialog })));

interface MessageSellerProps {
  auctionId: string;
  sellerId: string;
  sellerName: string;
  title: string;
  /** The viewer holds no bidder authorization (SPEC 5/6: only authorized bidders message a seller about a listing). */
  authorizationRequired: boolean;
  /** Opens the authorization dialog (the page composes it from the bidding feature). */
  onAuthorize: () => void;
  className?: string;
}

/**
 * SPEC 2 'Message Seller' on a listing: the compose with the seller and the listing filled in. Without
 * the authorization the dialog shows its Authorization Required notice and the way to the authorization
 * dialog; the server refuses such a message too (AUTHORIZATION_REQUIRED). Not shown to the seller.
 */
export function MessageSeller({ auctionId, sellerId, sellerName, title, authorizationRequired, onAuthorize, className }: MessageSellerProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  if (user?.id === sellerId) return null;

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        data-testid="message-seller"
        onClick={() => {
          if (!user) return void toast.error(MESSAGE_TEXTS.pleaseLogIn);
          setRound((r) => r + 1);
          setOpen(true);
        }}
      >
        <Mail className="size-4" aria-hidden />
        Message Seller
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ComposeDialog
            key={round}
            open
            onOpenChange={setOpen}
            draft={{ toUserId: sellerId, toName: sellerName, subject: `Question about ${title}`, auctionId }}
            authorizationRequired={authorizationRequired}
            onAuthorize={onAuthorize}
            onSent={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
