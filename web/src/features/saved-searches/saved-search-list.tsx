import { Bookmark, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SAVED_SEARCH_TEXTS } from '../../../../domain/community/saved-search.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from './api.ts';

/** /profile: the saved searches: open one, e-mail about its new matches or not, delete it. */
export function SavedSearchList() {
  const { data, isPending, isError } = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  return (
    <section
      id="saved-searches"
      aria-labelledby="saved-searches-title"
      className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="saved-searches-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bookmark className="size-5 text-brand-600" aria-hidden />
        Saved searches
        {data && <span className="text-sm font-normal text-slate-500">{data.length}</span>}
      </h2>
      <p className="mt-1 text-sm text-slate-600">You get a notification when a new listing matches one of them.</p>
      {isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : isError ? (
        <p className="mt-4 text-sm text-red-700">{SAVED_SEARCH_TEXTS.loadFailed}</p>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">
          No saved searches yet. Use &lsquo;Save search&rsquo; on{' '}
          <Link to="/auctions" className="font-semibold text-brand-700 hover:underline">
            Live Auctions
          </Link>
          ,{' '}
          <Link to="/classifieds" className="font-semibold text-brand-700 hover:underline">
            Classifieds
          </Link>{' '}
          or a category page.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="saved-searches">
          {data.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="saved-search">
              <div className="min-w-0 flex-1">
                <Link to={s.url} className="block truncate font-medium text-slate-900 hover:underline">
                  {s.name}
                </Link>
                <p className="truncate text-xs text-slate-500">{s.url}</p>
              </div>
              <div className="flex items-center gap-3">
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={s.emailAlerts}
                    onChange={(e) =>
                      update.mutate({ id: s.id, emailAlerts: e.target.checked }, { onError: () => toast.error(SAVED_SEARCH_TEXTS.updateFailed) })
                    }
                  />
                  E-mail me
                </label>
                <button
                  type="button"
                  aria-label={`Delete saved search ${s.name}`}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
                  disabled={remove.isPending && remove.variables === s.id}
                  onClick={() =>
                    remove.mutate(s.id, {
                      onSuccess: () => toast.success(SAVED_SEARCH_TEXTS.deleted),
                      onError: () => toast.error(SAVED_SEARCH_TEXTS.deleteFailed),
                    })
                  }
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
