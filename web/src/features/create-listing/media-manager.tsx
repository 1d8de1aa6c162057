import { useRef, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { UPLOAD_LIMITS, type MediaItem } from '../../../../domain/listings/listing-input.ts';
import { youtubeId } from '../../../../domain/listings/youtube.ts';
import { deleteUpload, uploadFile, type UploadedFile } from './api.ts';
import { MediaDropZone } from './media-drop-zone.tsx';
import { MediaTile } from './media-tile.tsx';
import { settleUpload, type UploadSlot } from './upload-queue.ts';
import { UploadProgress, type PendingUpload } from './upload-progress.tsx';
import { YoutubeLinkField } from './youtube-link-field.tsx';

type MediaUpdate = (update: (current: MediaItem[]) => MediaItem[]) => void;

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
  onChange: MediaUpdate;
}) {
  const { pending, errors, add, uploadIdOf } = useMediaUploads(draftId, initialUploads, onChange);

  function addYoutube(link: string): string | null {
    if (!youtubeId(link)) return 'This is not a YouTube link';
    if (media.filter((m) => m.kind === 'youtube').length >= UPLOAD_LIMITS.youtubePerListing)
      return `A listing has at most ${UPLOAD_LIMITS.youtubePerListing} YouTube videos`;
    onChange((current) => [...current, { kind: 'youtube', url: link.trim(), category: 'exterior' }]);
    return null;
  }

  function remove(url: string) {
    onChange((c) => c.filter((x) => x.url !== url));
    const id = uploadIdOf(url);
    if (id) void deleteUpload(draftId, id).catch(() => undefined);
  }

  return (
    <div className="space-y-5">
      <MediaDropZone onFiles={(files) => void add(files)} />
      <UploadProgress pending={pending} errors={errors} />
      <YoutubeLinkField onAdd={addYoutube} />
      {media.length > 0 && (
        // How much of the caps the listing uses (the server holds them whatever the timing).
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="media-count">
          {media.filter((m) => m.kind === 'image').length} of {UPLOAD_LIMITS.photosPerListing} photos, {media.filter((m) => m.kind === 'video').length} of{' '}
          {UPLOAD_LIMITS.videosPerListing} videos
        </p>
      )}
      {media.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-500">No photos yet. Add at least one photo of the vehicle.</p>
      ) : (
        <MediaOrder media={media} onChange={onChange} onRemove={remove} />
      )}
    </div>
  );
}

/** The listing's media in order: dragged (pointer or keyboard) or moved by buttons; the first photo is the cover. */
function MediaOrder({ media, onChange, onRemove }: { media: MediaItem[]; onChange: MediaUpdate; onRemove: (url: string) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const overId = e.over.id;
    onChange((current) => {
      const from = current.findIndex((m) => m.url === e.active.id);
      const to = current.findIndex((m) => m.url === overId);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  }

  return (
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
              onRemove={() => onRemove(m.url)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** The uploads of a draft: many at once, each with its progress; they join the listing in the order chosen (upload-queue.ts). */
function useMediaUploads(draftId: string, initialUploads: UploadedFile[], onChange: MediaUpdate) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const uploads = useRef(new Map<string, string>(initialUploads.map((u) => [u.url, u.id])));
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

  return { pending, errors, add, uploadIdOf: (url: string) => uploads.current.get(url) };
}
