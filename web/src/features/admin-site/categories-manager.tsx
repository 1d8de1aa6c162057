import { errorMessage } from '../../lib/api-client.ts';
import { EmptyState, ErrorState, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { useAdminCategories } from './api.ts';
import { CategoryAddForm } from './category-add-form.tsx';
import { CategoryList } from './category-list.tsx';

/**
 * The site's categories as an editor. Add one, give each a name, description and image
 * (uploaded or by address, previewed as its home page tile), order them, show or hide them; each shows the
 * live count the home page's tile shows. SPEC 7 reads the shown ones ordered by display_order.
 */
export function CategoriesManager() {
  const list = useAdminCategories();
  const all = list.data?.categories ?? [];
  const hidden = all.filter((c) => !c.isActive).length;
  return (
    <div className="grid gap-6 lg:grid-cols-[360px_minmax(0,1fr)]">
      <CategoryAddForm />
      <Panel
        title="Categories"
        actions={
          list.data && (
            <p className="text-xs text-slate-500">
              {all.length - hidden} shown{hidden > 0 && ` · ${hidden} hidden`}
            </p>
          )
        }
      >
        <p className="border-b border-slate-100 px-4 py-2.5 text-xs text-slate-500 sm:px-5">
          The home page and the browse filters show them in this order. Drag a row by its handle or use the arrows. A hidden category leaves the home page and
          the filters; its listings stay at its address. Counts are the live auctions the home page counts.
        </p>
        {list.isPending ? (
          <TableSkeleton rows={7} cols={3} />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, 'Failed to load categories')} onRetry={() => void list.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState title="No categories" line="Add the first one with the form." />
        ) : (
          <CategoryList categories={all} />
        )}
      </Panel>
    </div>
  );
}
