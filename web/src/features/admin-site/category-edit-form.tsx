import { useState } from 'react';
import { toast } from 'sonner';
import { CATEGORY_LIMITS } from '../../../../domain/category-rules.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { uploadCategoryPhoto, useCategoryMutations, type AdminCategory, type CategoryChange } from './api.ts';
import { CategoryTilePreview } from './category-tile-preview.tsx';
import { SitePhotoField } from './site-photo-field.tsx';

/** Edits a category's name, description and image (its address stays: links to it would break). */
export function CategoryEditForm({ category: c, onDone }: { category: AdminCategory; onDone: () => void }) {
  const { update } = useCategoryMutations();
  const [v, setV] = useState({ title: c.title, description: c.description ?? '', imageUrl: c.imageUrl ?? '' });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change: CategoryChange = {
    ...(v.title.trim() !== c.title && { title: v.title }),
    ...(v.description.trim() !== (c.description ?? '') && { description: v.description }),
    ...(v.imageUrl.trim() !== (c.imageUrl ?? '') && { imageUrl: v.imageUrl.trim() }),
  };
  const dirty = Object.keys(change).length > 0;
  return (
    <form
      className="grid gap-4 border-t border-slate-100 bg-slate-50/60 p-4 sm:p-5 md:grid-cols-[1fr_auto]"
      aria-label={`Edit ${c.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        update.mutate(
          { id: c.id, ...change },
          {
            onSuccess: (saved) => {
              toast.success(`${saved.title} saved`);
              onDone();
            },
            onError: (err) => setError(errorMessage(err, 'Failed to save the category')),
          },
        );
      }}
    >
      <div className="min-w-0 space-y-4">
        <TextField label="Name" value={v.title} maxLength={CATEGORY_LIMITS.title} required onChange={(e) => setV({ ...v, title: e.target.value })} />
        <TextAreaField label="Description" rows={3} value={v.description} maxLength={CATEGORY_LIMITS.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
        <SitePhotoField value={v.imageUrl} onChange={(imageUrl) => setV({ ...v, imageUrl })} upload={uploadCategoryPhoto} onUploading={setUploading} />
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="dark" disabled={!dirty || update.isPending || uploading}>
            Save changes
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
      <CategoryTilePreview title={v.title.trim()} imageUrl={v.imageUrl.trim()} countText={c.countText} className="order-first self-start md:order-none" />
    </form>
  );
}
