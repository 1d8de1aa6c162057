import { useRef, useState, type DragEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Star, Trash2, Video } from 'lucide-react';
import { UPLOAD_LIMITS, type MediaItem } from '../../../../domain/listing-input.ts';
import { PHOTO_DIMENSION_LIMITS } from '../../../../domain/photo-dimensions.ts';
import { youtubeId } from '../../../../domain/youtube.ts';
import { responsiveSources } from '../../lib/image-loader.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { deleteUpload, uploadFile, type UploadedFile } from './api.ts';
import { settleUpload, type UploadSlot } from './upload-queue.ts';

interface Pending {
  key: string;
  name: string;
  progress: number;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Photos, videos and YouTube links of a listing: add many at once, reorder, interior/exterior, cover, remove. */
export function MediaManager({
  draftId,
  initialUploads,
  media,
  onChange,
}: {
  draftId: string;
  initialUploads: UploadedFile[];
  media: MediaItem[];
  onChange: (update: (current: MediaItem[]) => MediaItem[]) => void;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [youtube, setYoutube] = useState('');
  const [youtubeError, setYoutubeError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useRef(new Map<string, string>(initialUploads.map((u) => [u.url, u.id])));
  const input = useRef<HTMLInputElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // Issue 25 item 6: uploads join the listing in the order the files were chosen (upload-queue.ts).
  const queue = useRef<UploadSlot<MediaItem>[]>([]);
  const nextKey = useRef(0);

  function settle(key: string, item: MediaItem | null) {
    const out = settleUpload(queue.current, key, item);
    queue.current = out.queue;
    setPending((p) => p.filter((x) => !out.done.includes(x.key)));
    if (out.ready.length > 0) onChange((current) => out.ready.reduce((list, m) => (list.some((x) => x.url === m.url) ? list : [...list, m]), current));
  }

  async function add(files: FileList | File[]) {
    setErrors([]);
    const list = [...files].map((file) => ({ file, key: `upload-${nextKey.current++}` }));
    queue.current = [...queue.current, ...list.map(({ key }) => ({ key }))];
    setPending((p) => [...p, ...list.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    await Promise.all(
      list.map(async ({ file, key }) => {
        try {
          const up: UploadedFile = await uploadFile(draftId, file, (progress) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x))));
          uploads.current.set(up.url, up.id);
          settle(key, { kind: up.kind, url: up.url, category: 'exterior' });
        } catch (err) {
          setErrors((e) => [...e, (err as Error).message]);
          settle(key, null);
        }
      }),
    );
  }

  function addYoutube() {
    if (!youtubeId(youtube)) {
      setYoutubeError('This is not a YouTube link');
      return;
    }
    if (media.filter((m) => m.kind === 'youtube').length >= UPLOAD_LIMITS.youtubePerListing) {
      setYoutubeError(`A listing has at most ${UPLOAD_LIMITS.youtubePerListing} YouTube videos`);
      return;
    }
    setYoutubeError(null);
    onChange((current) => [...current, { kind: 'youtube', url: youtube.trim(), category: 'exterior' }]);
    setYoutube('');
  }

  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    onChange((current) => {
      const from = current.findIndex((m) => m.url === e.active.id);
      const to = current.findIndex((m) => m.url === e.over!.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 0) void add(e.dataTransfer.files);
  }

  return (
    <div className="space-y-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <ImagePlus aria-hidden className="size-8 text-slate-500" />
        <p className="text-sm font-medium text-slate-800">Drag photos and videos here, or</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,video/mp4,video/webm"
          className="sr-only"
          data-testid="media-input"
          aria-label="Choose photos and videos"
          onChange={(e) => {
            if (e.target.files) void add(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="max-w-md text-xs text-slate-500">
          JPEG, PNG, WebP or HEIC photos up to {mb(UPLOAD_LIMITS.photoBytes)} each, at most {UPLOAD_LIMITS.photosPerListing} per listing; MP4 or WebM videos up to{' '}
          {mb(UPLOAD_LIMITS.videoBytes)} each, at most {UPLOAD_LIMITS.videosPerListing}; {mb(UPLOAD_LIMITS.listingBytes)} in all. Photos up to{' '}
          {PHOTO_DIMENSION_LIMITS.maxPixels / 1_000_000} megapixels, no side over {PHOTO_DIMENSION_LIMITS.maxSide.toLocaleString('en-US')} pixels. The first photo is the cover.
        </p>
      </div>

      {pending.length > 0 && (
        <ul className="space-y-2" aria-label="Uploading">
          {pending.map((p) => (
            <li key={p.key} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate text-slate-800">{p.name}</span>
                <span className="text-slate-500">{Math.round(p.progress * 100)}%</span>
              </div>
              <div role="progressbar" aria-label={`Uploading ${p.name}`} aria-valuenow={Math.round(p.progress * 100)} aria-valuemin={0} aria-valuemax={100} className="mt-2 h-1.5 rounded-full bg-slate-100">
                <div className="h-1.5 rounded-full bg-brand-500 transition-[width]" style={{ width: `${Math.round(p.progress * 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}

      {errors.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor="youtube-link" className="mb-1.5 block text-sm font-medium text-slate-800">
            YouTube link
          </label>
          <input
            id="youtube-link"
            className={controlClass}
            placeholder="https://www.youtube.com/watch?v=..."
            value={youtube}
            onChange={(e) => {
              setYoutube(e.target.value);
              // Issue 25 item 20: the message was about the link as it was; editing or clearing it removes it.
              setYoutubeError(null);
            }}
            aria-invalid={youtubeError ? true : undefined}
            aria-describedby={youtubeError ? 'youtube-link-error' : undefined}
          />
          {youtubeError && (
            <p id="youtube-link-error" className="mt-1 text-sm text-red-600">
              {youtubeError}
            </p>
          )}
        </div>
        <Button variant="secondary" className="sm:mt-7" onClick={addYoutube}>
          <Video aria-hidden className="size-4" /> Add video link
        </Button>
      </div>

      {media.length > 0 && (
        // How much of the caps the listing uses (issue 23: the server holds them whatever the timing).
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="media-count">
          {media.filter((m) => m.kind === 'image').length} of {UPLOAD_LIMITS.photosPerListing} photos, {media.filter((m) => m.kind === 'video').length} of{' '}
          {UPLOAD_LIMITS.videosPerListing} videos
        </p>
      )}

      {media.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-500">No photos yet. Add at least one photo of the vehicle.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={media.map((m) => m.url)} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos and videos in order">
              {media.map((m, i) => (
                <MediaTile
                  key={m.url}
                  item={m}
                  index={i}
                  count={media.length}
                  isCover={i === media.findIndex((x) => x.kind === 'image')}
                  onMove={(to) => onChange((c) => arrayMove(c, i, to))}
                  onCategory={(category) => onChange((c) => c.map((x) => (x.url === m.url ? { ...x, category } : x)))}
                  onCover={() => onChange((c) => [m, ...c.filter((x) => x.url !== m.url)])}
                  onRemove={() => {
                    onChange((c) => c.filter((x) => x.url !== m.url));
                    const id = uploads.current.get(m.url);
                    if (id) void deleteUpload(draftId, id).catch(() => undefined);
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function MediaTile(props: {
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
        {item.kind === 'image' && <img {...responsiveSources(item.url)} sizes="(min-width: 1024px) 320px, 100vw" alt={`${label} ${index + 1}`} className="size-full object-cover" />}
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
          <Button size="sm" variant="ghost" aria-label={`Move ${label.toLowerCase()} ${index + 1} earlier`} disabled={index === 0} onClick={() => props.onMove(index - 1)}>
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Move ${label.toLowerCase()} ${index + 1} later`} disabled={index === count - 1} onClick={() => props.onMove(index + 1)}>
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
