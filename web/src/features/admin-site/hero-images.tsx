import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Badge, EmptyState, ErrorState, Panel, TableSkeleton } from '../../ui/admin-kit.tsx';
import { uploadHeroPhoto, useHeroImages, useHeroMutations, type HeroImage } from './api.ts';
import { SitePhotoField } from './site-photo-field.tsx';

/** SPEC 3: the single active hero image is the first slide of the home carousel. */
export function HeroImagesManager() {
  const list = useHeroImages();
  const m = useHeroMutations();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fail = (err: unknown) => toast.error(errorMessage(err, 'Failed to update hero images'));
  return (
    <div className="grid gap-6 lg:grid-cols-[360px_1fr]">
      <Panel title="Add a hero image" className="self-start">
        <form
          className="space-y-4 p-4 sm:p-5"
          onSubmit={(e) => {
            e.preventDefault();
            m.add.mutate(
              { imageUrl: url.trim(), title: title.trim(), makeActive: true },
              {
                onSuccess: () => {
                  setUrl('');
                  setTitle('');
                  setError(null);
                  toast.success('Hero image added and made active');
                },
                onError: (err) => setError(errorMessage(err, 'Failed to add the image')),
              },
            );
          }}
        >
          <SitePhotoField value={url} onChange={setUrl} upload={uploadHeroPhoto} onUploading={setUploading} required />
          <TextField label="Title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          {url.trim() && <img src={url.trim()} alt="Preview" className="aspect-[16/7] w-full rounded-lg bg-slate-100 object-cover" />}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <Button type="submit" variant="dark" disabled={m.add.isPending || uploading}>
            Add and make active
          </Button>
        </form>
      </Panel>
      <Panel title="Hero images">
        {list.isPending ? (
          <TableSkeleton rows={3} cols={3} />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, 'Failed to load hero images')} onRetry={() => void list.refetch()} />
        ) : list.data.images.length === 0 ? (
          <EmptyState title="No hero images" line="The home hero shows featured auctions only until you add one." />
        ) : (
          <ul className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
            {list.data.images.map((h) => (
              <HeroCard
                key={h.id}
                hero={h}
                busy={m.activate.isPending || m.remove.isPending}
                onActive={(isActive) => m.activate.mutate({ id: h.id, isActive }, { onError: fail })}
                onDelete={() => m.remove.mutate(h.id, { onError: fail })}
              />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function HeroCard({ hero: h, busy, onActive, onDelete }: { hero: HeroImage; busy: boolean; onActive: (v: boolean) => void; onDelete: () => void }) {
  return (
    <li
      className={`overflow-hidden rounded-xl border ${h.isActive ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200'}`}
      data-testid="hero-card"
    >
      <div className="relative aspect-[16/7] bg-slate-900">
        <img src={h.imageUrl} alt={h.title ?? 'Hero image'} className="size-full object-cover opacity-90" />
        {h.title && <p className="absolute bottom-2 left-3 text-lg font-bold text-white drop-shadow">{h.title}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        {h.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onActive(!h.isActive)}>
            {h.isActive ? 'Deactivate' : 'Make active'}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={onDelete} aria-label={`Delete ${h.title ?? 'hero image'}`}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
