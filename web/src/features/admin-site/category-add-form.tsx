import { useState } from 'react';
import { toast } from 'sonner';
import { CATEGORY_LIMITS, categoryCountText, categorySlugFor } from '../../../../domain/category-rules.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Panel } from '../../ui/admin-kit.tsx';
import { uploadCategoryPhoto, useCategoryMutations } from './api.ts';
import { CategoryTilePreview } from './category-tile-preview.tsx';
import { SitePhotoField } from './site-photo-field.tsx';

const EMPTY = { title: '', slug: '', description: '', imageUrl: '', isActive: true };

/** Adds a category: its name, its address (made from the name by the slug rule unless changed), a description and an image. */
export function CategoryAddForm() {
  const { create } = useCategoryMutations();
  const [v, setV] = useState(EMPTY);
  /** Whether the admin typed the address themselves (then the name no longer sets it). */
  const [slugTouched, setSlugTouched] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slug = slugTouched ? v.slug : categorySlugFor(v.title);
  return (
    <Panel title="Add a category" className="self-start">
      <form
        className="space-y-4 p-4 sm:p-5"
        aria-label="Add a category"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          create.mutate(
            { title: v.title, slug, description: v.description, imageUrl: v.imageUrl.trim(), isActive: v.isActive },
            {
              onSuccess: (made) => {
                setV(EMPTY);
                setSlugTouched(false);
                toast.success(`${made.title} added${made.isActive ? ' to the home page' : ' (hidden)'}`);
              },
              onError: (err) => setError(errorMessage(err, 'Failed to add the category')),
            },
          );
        }}
      >
        <TextField label="Name" value={v.title} maxLength={CATEGORY_LIMITS.title} required onChange={(e) => setV({ ...v, title: e.target.value })} />
        <TextField
          label="Address"
          value={slug}
          maxLength={CATEGORY_LIMITS.slug}
          onChange={(e) => {
            setSlugTouched(true);
            setV({ ...v, slug: e.target.value });
          }}
          hint={slug ? <span className="font-mono">/category/{slug}</span> : 'Made from the name: lowercase letters, digits and hyphens.'}
        />
        <TextAreaField label="Description" rows={2} value={v.description} maxLength={CATEGORY_LIMITS.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
        <SitePhotoField value={v.imageUrl} onChange={(imageUrl) => setV({ ...v, imageUrl })} upload={uploadCategoryPhoto} onUploading={setUploading} />
        <div className="flex items-start gap-4">
          <CategoryTilePreview title={v.title.trim()} imageUrl={v.imageUrl.trim()} countText={categoryCountText(0)} />
          <p className="pt-1 text-xs leading-relaxed text-slate-500">The tile on the home page. Its count is worked out from the live auctions in the category.</p>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 rounded border-slate-300 accent-slate-900" checked={v.isActive} onChange={(e) => setV({ ...v, isActive: e.target.checked })} />
          Show on the site now
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <Button type="submit" variant="dark" disabled={create.isPending || uploading}>
          Add category
        </Button>
      </form>
    </Panel>
  );
}
