import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CATEGORY_LIMITS } from '../../../../domain/listings/category-rules.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton } from '../../ui/form.tsx';
import { uploadCategoryPhoto, useCategoryMutations, type AdminCategory, type CategoryChange } from './api.ts';
import { CategoryTilePreview } from './category-tile-preview.tsx';
import { SitePhotoField } from './site-photo-field.tsx';

/** Edits a category's name, description and image (its address stays: links to it would break). */
export function CategoryEditForm({ category: c, onDone }: { category: AdminCategory; onDone: () => void }) {
  const { update } = useCategoryMutations();
  const form = useForm({ defaultValues: { title: c.title, description: c.description ?? '', imageUrl: c.imageUrl ?? '' } });
  const v = form.watch();
  const [uploading, setUploading] = useState(false);
  const change: CategoryChange = {
    ...(v.title.trim() !== c.title && { title: v.title }),
    ...(v.description.trim() !== (c.description ?? '') && { description: v.description }),
    ...(v.imageUrl.trim() !== (c.imageUrl ?? '') && { imageUrl: v.imageUrl.trim() }),
  };
  const dirty = Object.keys(change).length > 0;
  return (
    // The server checks the category (the admin's category route); the name is required before it is sent.
    <Form
      form={form}
      noValidate={false}
      className="grid gap-4 border-t border-slate-100 bg-slate-50/60 p-4 sm:p-5 md:grid-cols-[1fr_auto]"
      aria-label={`Edit ${c.title}`}
      errorText={(err) => errorMessage(err, 'Failed to save the category')}
      onSubmit={async () => {
        const saved = await update.mutateAsync({ id: c.id, ...change });
        toast.success(`${saved.title} saved`);
        onDone();
      }}
    >
      <div className="min-w-0 space-y-4">
        <TextField label="Name" maxLength={CATEGORY_LIMITS.title} required {...form.register('title')} />
        <TextAreaField label="Description" rows={3} maxLength={CATEGORY_LIMITS.description} {...form.register('description')} />
        <SitePhotoField
          value={v.imageUrl}
          onChange={(imageUrl) => form.setValue('imageUrl', imageUrl)}
          upload={uploadCategoryPhoto}
          onUploading={setUploading}
        />
        <FormError />
        <div className="flex flex-wrap gap-2">
          <SubmitButton variant="dark" disabled={!dirty || uploading}>
            Save changes
          </SubmitButton>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
      <CategoryTilePreview title={v.title.trim()} imageUrl={v.imageUrl.trim()} countText={c.countText} className="order-first self-start md:order-none" />
    </Form>
  );
}
