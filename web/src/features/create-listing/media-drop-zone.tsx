import { useRef, useState, type DragEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { UPLOAD_LIMITS } from '../../../../domain/listings/listing-input.ts';
import { PHOTO_DIMENSION_LIMITS } from '../../../../domain/listings/photo-dimensions.ts';
import { Button } from '../../ui/button.tsx';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Where files are dropped or chosen, with the upload limits spelled out. */
export function MediaDropZone({ onFiles }: { onFiles: (files: FileList) => void }) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 0) onFiles(e.dataTransfer.files);
  }

  return (
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
          if (e.target.files) onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="max-w-md text-xs text-slate-500">
        JPEG, PNG, WebP or HEIC photos up to {mb(UPLOAD_LIMITS.photoBytes)} each, at most {UPLOAD_LIMITS.photosPerListing} per listing; MP4 or WebM videos up to{' '}
        {mb(UPLOAD_LIMITS.videoBytes)} each, at most {UPLOAD_LIMITS.videosPerListing}; {mb(UPLOAD_LIMITS.listingBytes)} in all. Photos up to{' '}
        {PHOTO_DIMENSION_LIMITS.maxPixels / 1_000_000} megapixels, no side over {PHOTO_DIMENSION_LIMITS.maxSide.toLocaleString('en-US')} pixels. The first photo
        is the cover.
      </p>
    </div>
  );
}
