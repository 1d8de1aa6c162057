import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { useSetWatching } from './api.ts';

interface WatchButtonProps {
  auctionId: string;
  watching: boolean;
  /** Called with the new state once the server agreed, so the page can update its data. */
  onChange: (watching: boolean) => void;
}

/** SPEC 2 header: the Watch toggle with the watchlist toasts of SPEC 8. */
export function WatchButton({ auctionId, watching, onChange }: WatchButtonProps) {
  const { user } = useAuth();
  const mutation = useSetWatching();
  const toggle = () => {
    if (!user) {
      toast.error('Please sign in to add items to your watchlist');
      return;
    }
    const next = !watching;
    mutation.mutate(
      { auctionId, watching: next },
      {
        onSuccess: () => {
          onChange(next);
          toast.success(next ? 'Added to watchlist' : 'Removed from watchlist');
        },
        onError: () => toast.error('Failed to update watchlist'),
      },
    );
  };
  return (
    <Button variant="secondary" onClick={toggle} disabled={mutation.isPending} aria-pressed={watching} data-testid="watch-button">
      <Heart className={cn('size-4', watching && 'fill-red-500 text-red-500')} aria-hidden />
      {watching ? 'Watching' : 'Watch'}
    </Button>
  );
}
