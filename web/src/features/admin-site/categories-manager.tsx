import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { Badge, EmptyState, ErrorState, Panel, TableSkeleton, Table, cellClass } from '../../ui/admin-kit.tsx';
import { useAdminCategories, useUpdateCategory, type AdminCategory } from './api.ts';

/** SPEC 7 reads active categories ordered by display_order: edit, order and switch them here. */
export function CategoriesManager() {
  const list = useAdminCategories();
  return (
    <Panel title="Categories">
      {list.isPending ? (
        <TableSkeleton rows={7} cols={4} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'Failed to load categories')} onRetry={() => void list.refetch()} />
      ) : list.data.categories.length === 0 ? (
        <EmptyState title="No categories" />
      ) : (
        <Table label="Categories" head={['Order', 'Title and description', 'Count text', 'Image', 'Shown', '']}>
          {list.data.categories.map((c) => (
            <CategoryRow key={c.id} category={c} />
          ))}
        </Table>
      )}
    </Panel>
  );
}

function CategoryRow({ category: c }: { category: AdminCategory }) {
  const update = useUpdateCategory();
  const [v, setV] = useState({ title: c.title, description: c.description ?? '', countText: c.countText ?? '', imageUrl: c.imageUrl ?? '', displayOrder: String(c.displayOrder) });
  const dirty = v.title !== c.title || v.description !== (c.description ?? '') || v.countText !== (c.countText ?? '') || v.imageUrl !== (c.imageUrl ?? '') || v.displayOrder !== String(c.displayOrder);
  const save = (patch: Partial<AdminCategory>, done: string) =>
    update.mutate({ id: c.id, ...patch }, { onSuccess: () => toast.success(done), onError: (err) => toast.error(errorMessage(err, 'Failed to update the category')) });
  const input = `${controlClass} py-1.5`;
  return (
    <tr data-testid={`category-${c.slug}`}>
      <td className={cellClass}>
        <input aria-label={`${c.title} order`} type="number" min={0} className={`${input} w-20`} value={v.displayOrder} onChange={(e) => setV({ ...v, displayOrder: e.target.value })} />
      </td>
      <td className={`${cellClass} min-w-[220px] space-y-1.5`}>
        <input aria-label={`${c.title} title`} className={input} value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
        <input aria-label={`${c.title} description`} placeholder="Description" className={input} value={v.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
        <p className="font-mono text-xs text-slate-500">/category/{c.slug}</p>
      </td>
      <td className={cellClass}>
        <input aria-label={`${c.title} count text`} placeholder="Automatic" className={input} value={v.countText} onChange={(e) => setV({ ...v, countText: e.target.value })} />
      </td>
      <td className={cellClass}>
        <input aria-label={`${c.title} image`} placeholder="https://" className={input} value={v.imageUrl} onChange={(e) => setV({ ...v, imageUrl: e.target.value })} />
      </td>
      <td className={cellClass}>
        <button type="button" className="cursor-pointer" disabled={update.isPending} onClick={() => save({ isActive: !c.isActive }, c.isActive ? `${c.title} hidden` : `${c.title} shown`)} aria-label={c.isActive ? `Active: deactivate ${c.title}` : `Inactive: activate ${c.title}`}>
          {c.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}
        </button>
      </td>
      <td className={`${cellClass} text-right`}>
        <Button
          size="sm"
          variant="dark"
          disabled={!dirty || update.isPending}
          onClick={() => save({ title: v.title, description: v.description, countText: v.countText, imageUrl: v.imageUrl || null, displayOrder: Number(v.displayOrder) }, `${v.title} saved`)}
        >
          Save
        </Button>
      </td>
    </tr>
  );
}
