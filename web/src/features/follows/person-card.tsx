import { useState } from 'react';
import { initials } from '../../../../domain/community/relative-time.ts';
import { DialogShell } from '../../ui/dialog-shell.tsx';
import { useFollowState } from './api.ts';
import { FollowButton } from './follow-button.tsx';

interface PersonNameProps {
  userId: string;
  displayName: string;
  avatarUrl?: string | null;
  className?: string;
  'data-testid'?: string;
}

/**
 * A person's name that opens their card: who they are, how many follow them and whom they follow, and
 * the follow button (SPEC 1: users follow other users: from a commenter's name).
 */
export function PersonName({ userId, displayName, avatarUrl, className, 'data-testid': testId }: PersonNameProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'font-semibold text-slate-900 hover:underline focus-visible:underline'}
        data-testid={testId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {displayName}
      </button>
      {open && <PersonCard open onOpenChange={setOpen} userId={userId} displayName={displayName} avatarUrl={avatarUrl ?? null} />}
    </>
  );
}

function PersonCard({
  open,
  onOpenChange,
  userId,
  displayName,
  avatarUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  displayName: string;
  avatarUrl: string | null;
}) {
  const { data } = useFollowState(userId);
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={displayName} description="Follow to hear when they list a vehicle.">
      <div className="flex items-center gap-4" data-testid="person-card">
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-900 text-lg font-semibold text-white">
            {initials(displayName)}
          </span>
        )}
        <p className="text-sm text-slate-600" data-testid="person-following">
          {data ? `Follows ${data.following} ${data.following === 1 ? 'person' : 'people'}` : '\u00a0'}
        </p>
      </div>
      <div className="mt-5 flex justify-end">
        <FollowButton userId={userId} size="md" />
      </div>
    </DialogShell>
  );
}
