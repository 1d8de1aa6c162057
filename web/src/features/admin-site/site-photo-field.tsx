import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { TextField } from '../../ui/field.tsx';

type UploadPhoto = (file: File, onProgress: (fraction: number) => void) => Promise<{ imageUrl: string }>;

/**
 * An image of the site (a hero image, a category's image): an address typed in, or a photo uploaded from the
 * admin's computer, whose address then fills the field. The caller shows the preview of `value`.
 */
export function SitePhotoField({
  value,
  onChange,
  upload,
  onUploading,
  label = 'Image address',
  required,
}: {
  value: string;
  onChange: (url: string) => void;
  upload: UploadPhoto;
  /** Whether an upload is under way (the caller holds its submit meanwhile). */
  onUploading?: (busy: boolean) => void;
  label?: string;
  required?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  /** The upload under way: its progress (0 to 1), or null. */
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const start = (file: File) => {
    setError(null);
    setProgress(0);
    onUploading?.(true);
    upload(file, setProgress)
      .then((photo) => onChange(photo.imageUrl))
      .catch((err: unknown) => setError(errorMessage(err, 'Failed to upload the photo')))
      .finally(() => {
        setProgress(null);
        onUploading?.(false);
        if (fileInput.current) fileInput.current.value = '';
      });
  };
  return (
    <div className="space-y-3">
      <TextField label={label} placeholder="https://..." value={value} onChange={(e) => onChange(e.target.value)} required={required} />
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span>or</span>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50">
          <Upload className="size-4" aria-hidden />
          Upload a photo
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="sr-only"
            disabled={progress !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) start(file);
            }}
          />
        </label>
        {progress !== null && (
          <span role="status" className="tabular-nums">
            Uploading… {Math.round(progress * 100)}%
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
