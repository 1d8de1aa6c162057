import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Star, Trash2, Video } from 'lucide-react';
import type { MediaItem } from '../../../../domain/listings/listing-input.ts';
import { youtubeId } from '../../../../domain/listings/youtube.ts';
import { responsiveSources } from '../../lib/image-loader.ts';
import { Button } from '../../ui/button.tsx';

/** One photo, video or YouTube link of the listing: its preview, drag handle, category, order buttons, cover and remove. */
export function MediaTile(props: {
  item: MediaItem;
  index: number;
  count: number;
  isCover: boolean;
  onMove: (to: number) => void;
  onCategory: (c: 'interior' | 'exterior') => void;
  onCover: () => void;
  onRemove: () => void;
}) {
  const { item, index, count } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.url });
  const label = item.kind === 'youtube' ? 'YouTube video' : item.kind === 'video' ? 'Video' : 'Photo';
  const yt = item.kind === 'youtube' ? youtubeId(item.url) : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`overflow-hidden rounded-xl border bg-white shadow-sm ${isDragging ? 'z-10 border-brand-500 shadow-lg' : 'border-slate-200'}`}
      data-testid="media-tile"
      data-url={item.url}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {item.kind === 'image' && (
          <img {...responsiveSources(item.url)} sizes="(min-width: 1024px) 320px, 100vw" alt={`${label} ${index + 1}`} className="size-full object-cover" />
        )}
        {item.kind === 'video' && <video src={item.url} muted preload="metadata" className="size-full object-cover" aria-label={`${label} ${index + 1}`} />}
        {item.kind === 'youtube' && (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-slate-900 p-3 text-center text-white">
            <Video aria-hidden className="size-10 text-red-500" />
            <span className="text-xs break-all text-slate-300">youtu.be/{yt}</span>
          </div>
        )}
        <button
          type="button"
          className="absolute top-2 left-2 cursor-grab rounded-md bg-white/90 p-1.5 text-slate-700 shadow active:cursor-grabbing"
          aria-label={`Move ${label.toLowerCase()} ${index + 1} (drag, or press space then the arrow keys)`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        {props.isCover && <span className="absolute top-2 right-2 rounded-md bg-brand-500 px-2 py-0.5 text-xs font-semibold text-slate-950">Cover</span>}
      </div>
      <div className="flex flex-wrap items-center gap-2 p-2">
        <span className="text-xs font-medium text-slate-500">
          {index + 1}. {label}
        </span>
        <select
          aria-label={`Category of ${label.toLowerCase()} ${index + 1}`}
          className="ml-auto rounded-md border border-slate-300 bg-white px-2 py-1 text-xs"
          value={item.category}
          onChange={(e) => props.onCategory(e.target.value as 'interior' | 'exterior')}
        >
          <option value="exterior">Exterior</option>
          <option value="interior">Interior</option>
        </select>
        <div className="flex w-full items-center gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${label.toLowerCase()} ${index + 1} earlier`}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${label.toLowerCase()} ${index + 1} later`}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          {item.kind === 'image' && !props.isCover && (
            <Button size="sm" variant="ghost" onClick={props.onCover}>
              <Star aria-hidden className="size-4" /> Make cover
            </Button>
          )}
          <Button size="sm" variant="ghost" className="ml-auto text-red-600" aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={props.onRemove}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
