import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatWholeNumber } from '../../../../domain/shared/format.ts';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/admin-kit.tsx';
import { cn } from '../../ui/cn.ts';
import type { AdminCategory } from './api.ts';
import { CategoryEditForm } from './category-edit-form.tsx';

export interface RowActions {
  onMove: (to: number) => void;
  onShown: (shown: boolean) => void;
  onDelete: () => void;
  busy: boolean;
}

/** One category of the list: drag handle, image, name, address, live count, and its controls. */
export function CategoryRow({ category: c, index, count, actions }: { category: AdminCategory; index: number; count: number; actions: RowActions }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: c.id });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('relative bg-white', isDragging && 'z-10 rounded-xl shadow-lg ring-2 ring-brand-500')}
      data-testid="category-row"
      data-slug={c.slug}
    >
      <div className="@container">
        <div className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 p-3 sm:px-5 @2xl:grid-cols-[auto_auto_minmax(0,1fr)_auto] @2xl:gap-x-4">
          <button
            type="button"
            className="-ml-1 cursor-grab touch-none rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
            aria-label={`Drag ${c.title} to reorder (or press space, then the arrow keys)`}
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-5" aria-hidden />
          </button>
          <div className={cn('aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-24', !c.isActive && 'opacity-50 grayscale')}>
            {c.imageUrl ? (
              <img src={c.imageUrl} alt="" className="size-full object-cover" />
            ) : (
              <div className="flex size-full items-center justify-center text-slate-400">
                <ImageOff className="size-5" aria-hidden />
              </div>
            )}
          </div>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={cn('min-w-0 font-semibold break-words', c.isActive ? 'text-slate-900' : 'text-slate-500')}>{c.title}</span>
              {!c.isActive && <Badge tone="amber">Hidden</Badge>}
              {!c.builtIn && <Badge tone="blue">Added</Badge>}
            </p>
            <Link to={`/category/${c.slug}`} className="block truncate font-mono text-xs text-slate-500 hover:text-slate-800 hover:underline">
              /category/{c.slug}
            </Link>
            <p className="mt-0.5 text-xs text-slate-600">
              <span data-testid="category-count" className="font-semibold text-slate-800">
                {c.countText}
              </span>
              <span className="text-slate-500"> · {c.listings === 1 ? '1 listing' : `${formatWholeNumber(c.listings)} listings`} in all</span>
            </p>
          </div>
          <div className="col-span-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-2 @2xl:col-span-1 @2xl:border-0 @2xl:pt-0">
            <div className="flex items-center gap-1">
              <Button
                size="sm"
                variant="ghost"
                className="px-2"
                aria-label={`Move ${c.title} up`}
                disabled={index === 0 || actions.busy}
                onClick={() => actions.onMove(index - 1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="px-2"
                aria-label={`Move ${c.title} down`}
                disabled={index === count - 1 || actions.busy}
                onClick={() => actions.onMove(index + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <ShownSwitch title={c.title} shown={c.isActive} disabled={actions.busy} onChange={actions.onShown} />
            </div>
            <div className="flex items-center gap-1">
              <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
                <Pencil className="size-3.5" aria-hidden /> Edit
              </Button>
              {!c.builtIn && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-2 text-red-600 hover:bg-red-50 hover:text-red-700"
                  aria-label={`Delete ${c.title}`}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
      {confirming && (
        <div
          role="alertdialog"
          aria-label={`Delete ${c.title}?`}
          className="flex flex-wrap items-center gap-3 border-t border-red-100 bg-red-50 px-4 py-3 text-sm sm:px-5"
        >
          <p className="flex-1 text-red-800">
            Delete <strong>{c.title}</strong>? {c.listings > 0 ? 'It has listings, so it can only be hidden.' : 'Its page will be gone.'}
          </p>
          <Button
            size="sm"
            variant="danger"
            disabled={actions.busy}
            onClick={() => {
              setConfirming(false);
              actions.onDelete();
            }}
          >
            Delete
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      )}
      {editing && <CategoryEditForm category={c} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** Shown on the site or hidden: a switch with its state in words beside it. */
function ShownSwitch({ title, shown, disabled, onChange }: { title: string; shown: boolean; disabled: boolean; onChange: (shown: boolean) => void }) {
  return (
    <span className="ml-1 inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-label={`Show ${title} on the site`}
        disabled={disabled}
        onClick={() => onChange(!shown)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
          shown ? 'bg-emerald-600' : 'bg-slate-300',
        )}
      >
        <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', shown ? 'translate-x-5.5' : 'translate-x-0.5')} />
      </button>
      <span className={cn('w-12 text-xs font-semibold', shown ? 'text-emerald-700' : 'text-slate-500')} aria-hidden>
        {shown ? 'Shown' : 'Hidden'}
      </span>
    </span>
  );
}
