import { UserCheck, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { waitOr } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { useFollowState, useSetFollowing } from './api.ts';

/** Follow or unfollow a person (SPEC 1), with their follower count. Not shown for yourself. */
export function FollowButton({ userId, size = 'sm' }: { userId: string; size?: 'sm' | 'md' }) {
  const { user } = useAuth();
  const { data } = useFollowState(userId);
  const mutation = useSetFollowing(userId);
  if (user?.id === userId) return null;
  const following = data?.isFollowing ?? false;
  const count = data?.followers ?? 0;
  return (
    <Button
      variant={following ? 'secondary' : 'dark'}
      size={size}
      aria-pressed={following}
      data-testid="follow-button"
      disabled={mutation.isPending || !data}
      onClick={() => {
        if (!user) return void toast.error('Please sign in to follow users');
        mutation.mutate(!following, { onError: (err) => toast.error(waitOr(err, 'Failed to update follow')) });
      }}
    >
      {following ? <UserCheck className="size-4" aria-hidden /> : <UserPlus className="size-4" aria-hidden />}
      {following ? 'Following' : 'Follow'}
      <span className="text-xs font-normal opacity-75" data-testid="follower-count">
        {count} {count === 1 ? 'follower' : 'followers'}
      </span>
    </Button>
  );
}
