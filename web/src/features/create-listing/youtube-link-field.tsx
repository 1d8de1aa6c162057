import { useState } from 'react';
import { Video } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';

/** The YouTube link to add to the listing; `onAdd` answers why it cannot be added, or null once it is. */
export function YoutubeLinkField({ onAdd }: { onAdd: (link: string) => string | null }) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const problem = onAdd(link);
    setError(problem);
    if (!problem) setLink('');
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        id="youtube-link"
        label="YouTube link"
        className="flex-1"
        placeholder="https://www.youtube.com/watch?v=..."
        value={link}
        onChange={(e) => {
          setLink(e.target.value);
          // The message was about the link as it was; editing or clearing it removes it.
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Button variant="secondary" className="sm:mt-7" onClick={add}>
        <Video aria-hidden className="size-4" /> Add video link
      </Button>
    </div>
  );
}
