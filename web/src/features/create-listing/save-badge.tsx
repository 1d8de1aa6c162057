import { Check } from 'lucide-react';
import type { SaveState } from './use-draft-autosave.ts';

/** The autosave's state, beside the steps. */
export function SaveBadge({ state }: { state: SaveState }) {
  if (state === 'saving' || state === 'unsaved') return <>Saving…</>;
  if (state === 'failed') return <span className="text-red-600">Not saved: check your connection</span>;
  return (
    <>
      <Check aria-hidden className="size-3.5 text-emerald-600" /> Draft saved
    </>
  );
}
