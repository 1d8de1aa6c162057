import { useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { useCategoryMutations, type AdminCategory } from './api.ts';
import { CategoryRow } from './category-row.tsx';

/**
 * The categories in the order the site shows them. Drag a row by its handle (or, on the keyboard, press
 * space on the handle, then the arrow keys, then space), or use its arrows; the order is saved at once.
 */
export function CategoryList({ categories }: { categories: AdminCategory[] }) {
  const m = useCategoryMutations();
  /** The order being saved, shown meanwhile (null: the server's). */
  const [pending, setPending] = useState<string[] | null>(null);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const shown = pending ? pending.map((id) => byId.get(id)).filter((c): c is AdminCategory => Boolean(c)) : categories;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const busy = m.reorder.isPending || m.update.isPending || m.remove.isPending;

  const saveOrder = (ids: string[]) => {
    setPending(ids);
    m.reorder.mutate(ids, {
      onSuccess: () => toast.success('Order saved'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to save the order')),
      onSettled: () => setPending(null),
    });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    saveOrder(
      arrayMove(
        shown.map((c) => c.id),
        from,
        to,
      ),
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = shown.map((c) => c.id);
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const title = (id: string | number) => byId.get(String(id))?.title ?? 'The category';
  const place = (id: string | number) => `position ${shown.findIndex((c) => c.id === String(id)) + 1} of ${shown.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} is over ${place(over.id)}.` : `${title(active.id)} is no longer over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${title(active.id)} dropped at ${place(over.id)}. The order is saved.` : `${title(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={shown.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <ol className="divide-y divide-slate-100" aria-label="Categories in the order the site shows them">
          {shown.map((c, i) => (
            <CategoryRow
              key={c.id}
              category={c}
              index={i}
              count={shown.length}
              actions={{
                busy,
                onMove: (to) => move(i, to),
                onShown: (isActive) =>
                  m.update.mutate(
                    { id: c.id, isActive },
                    {
                      onSuccess: () =>
                        toast.success(isActive ? `${c.title} is shown on the site` : `${c.title} is hidden: its listings stay at /category/${c.slug}`),
                      onError: (err) => toast.error(errorMessage(err, 'Failed to update the category')),
                    },
                  ),
                onDelete: () =>
                  m.remove.mutate(c.id, {
                    onSuccess: () => toast.success(`${c.title} deleted`),
                    onError: (err) => toast.error(errorMessage(err, 'Failed to delete the category')),
                  }),
              }}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
