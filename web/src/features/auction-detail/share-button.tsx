import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.tsx';

/** SPEC 2/8: native share where the browser has it, else copy the link; four toasts. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        toast.success('Shared successfully!');
      } catch (err) {
        // Closing the share sheet is not a failure.
        if ((err as Error)?.name !== 'AbortError') toast.error('Share failed. Please try again.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard!');
    } catch {
      toast.error('Unable to copy link. Please copy manually from the address bar.');
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()} data-testid="share-button">
      <Share2 className="size-4" aria-hidden />
      Share
    </Button>
  );
}
