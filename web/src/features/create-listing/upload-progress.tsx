import { Notice } from '../../ui/notice.tsx';

export interface PendingUpload {
  key: string;
  name: string;
  progress: number;
}

/** The files still uploading, each with its progress bar, then the ones that failed and why. */
export function UploadProgress({ pending, errors }: { pending: PendingUpload[]; errors: string[] }) {
  return (
    <>
      {pending.length > 0 && (
        <ul className="space-y-2" aria-label="Uploading">
          {pending.map((p) => (
            <li key={p.key} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate text-slate-800">{p.name}</span>
                <span className="text-slate-500">{Math.round(p.progress * 100)}%</span>
              </div>
              <div
                role="progressbar"
                aria-label={`Uploading ${p.name}`}
                aria-valuenow={Math.round(p.progress * 100)}
                aria-valuemin={0}
                aria-valuemax={100}
                className="mt-2 h-1.5 rounded-full bg-slate-100"
              >
                <div className="h-1.5 rounded-full bg-brand-500 transition-[width]" style={{ width: `${Math.round(p.progress * 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <Notice tone="error">
          <ul className="space-y-1">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Notice>
      )}
    </>
  );
}
