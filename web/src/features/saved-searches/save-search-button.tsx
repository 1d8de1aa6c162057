import { BookmarkPlus } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { readListingParams } from '../../../../domain/listings/listing-filters.ts';
import { describeSearch, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXTS } from '../../../../domain/community/saved-search.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useSaveSearch } from './api.ts';

// The dialog loads when the button is first pressed or reached, not with the listing pages (decision 009).
const loadDialogShell = () => import('../../ui/dialog-shell.tsx');
const DialogShell = lazy(() => loadDialogShell().then((m) => ({ default: m.DialogShell })));

/**
 * Saves the current search and filters of this listing page (its address), to be told when a
 * new listing matches. `label` names the page in the search's default name.
 */
export function SaveSearchButton({ label }: { label: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [mounted, setMounted] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(false);
  const save = useSaveSearch();

  const start = () => {
    if (!user) return void toast.error(SAVED_SEARCH_TEXTS.signIn);
    // The address holds the page's filters (a category page's own are in its path).
    setName(describeSearch(label, readListingParams(new URLSearchParams(location.search)).filters));
    setEmail(false);
    setMounted(true);
    setOpen(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { path: location.pathname, query: location.search, name: name.trim(), emailAlerts: email },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(SAVED_SEARCH_TEXTS.saved, { description: 'We will tell you when a new listing matches. Manage your searches in your profile.' });
        },
        onError: (err) => toast.error(err instanceof ApiError && err.status < 500 && err.message ? err.message : SAVED_SEARCH_TEXTS.saveFailed),
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={start}
        onPointerEnter={() => void loadDialogShell()}
        onFocus={() => void loadDialogShell()}
        data-testid="save-search"
      >
        <BookmarkPlus className="size-4" aria-hidden />
        Save search
      </Button>
      {mounted && (
        <Suspense>
          <DialogShell
            open={open}
            onOpenChange={setOpen}
            title="Save this search"
            description="Get a notification when a new listing matches these filters."
            icon={<BookmarkPlus aria-hidden />}
          >
            <form onSubmit={submit} className="space-y-4" noValidate>
              <TextField
                label="Name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={SAVED_SEARCH_NAME_MAX}
                hint="Leave empty to name it after its filters."
              />
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-brand-600" checked={email} onChange={(e) => setEmail(e.target.checked)} />
                Also e-mail me about new matches
              </label>
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save Search'}
                </Button>
              </div>
            </form>
          </DialogShell>
        </Suspense>
      )}
    </>
  );
}
