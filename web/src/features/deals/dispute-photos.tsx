import { useEffect, useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { DISPUTE_PHOTOS_MAX } from '../../../../domain/deals/deal-view.ts';
import { ApiError } from '../../lib/api-client.ts';
import { postFile } from '../../lib/post-file.ts';

export interface DisputePhoto {
  key: string;
  name: string;
  /** The device's own copy, for the thumbnail (the stored photo is for admins' eyes only). */
  preview: string;
  /** The stored photo's address once uploaded; null while uploading. */
  url: string | null;
}

/**
 * The photos of a dispute, uploaded one by one as they are picked (each checked and converted
 * on the server), at most DISPUTE_PHOTOS_MAX. The dispute is opened with the uploaded ones.
 */
export function DisputePhotos({
  dealId,
  photos,
  onChange,
  onError,
}: {
  dealId: string;
  photos: DisputePhoto[];
  onChange: (update: (p: DisputePhoto[]) => DisputePhoto[]) => void;
  onError: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [previews] = useState(() => new Set<string>());
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  function add(files: FileList | null) {
    const picked = [...(files ?? [])].slice(0, Math.max(0, DISPUTE_PHOTOS_MAX - photos.length));
    if ((files?.length ?? 0) > picked.length) onError(`Add at most ${DISPUTE_PHOTOS_MAX} photos.`);
    for (const file of picked) {
      const key = `${file.name}:${file.size}:${Math.random()}`;
      const preview = URL.createObjectURL(file);
      previews.add(preview);
      onChange((p) => [...p, { key, name: file.name, preview, url: null }]);
      postFile<{ imageUrl: string }>(`/api/deals/${dealId}/dispute-photos`, file, () => {})
        .then((r) => onChange((p) => p.map((x) => (x.key === key ? { ...x, url: r.imageUrl } : x))))
        .catch((err: unknown) => {
          onChange((p) => p.filter((x) => x.key !== key));
          onError(err instanceof ApiError ? err.message : `"${file.name}" could not be uploaded. Please try again.`);
        });
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      <p className="text-sm font-medium text-slate-800">Photos (optional)</p>
      <p className="text-xs text-slate-500">Show what differs from the listing. Only the VehicleBid team sees them.</p>
      <ul className="mt-2 grid grid-cols-4 gap-2" aria-label="Dispute photos">
        {photos.map((p) => (
          <li key={p.key} className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100" data-testid="dispute-photo">
            <img src={p.preview} alt={p.name} className="size-full object-cover" />
            {p.url === null ? (
              <span className="absolute inset-0 flex items-center justify-center bg-white/60" role="status" aria-label={`Uploading ${p.name}`}>
                <LoaderCircle className="size-5 animate-spin text-slate-700" aria-hidden />
              </span>
            ) : (
              <button
                type="button"
                onClick={() => onChange((all) => all.filter((x) => x.key !== p.key))}
                className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white"
                aria-label={`Remove ${p.name}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            )}
          </li>
        ))}
        {photos.length < DISPUTE_PHOTOS_MAX && (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 text-xs font-medium text-slate-600 hover:border-slate-400 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-sky-600">
              <ImagePlus className="size-5" aria-hidden />
              Add photos
              <input
                ref={input}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                multiple
                className="sr-only"
                onChange={(e) => add(e.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
