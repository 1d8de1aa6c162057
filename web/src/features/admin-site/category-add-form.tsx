import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CATEGORY_LIMITS, categoryCountText, categorySlugFor } from '../../../../domain/listings/category-rules.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton } from '../../ui/form.tsx';
import { Panel } from '../../ui/admin-kit.tsx';
import { uploadCategoryPhoto, useCategoryMutations } from './api.ts';
import { CategoryTilePreview } from './category-tile-preview.tsx';
import { SitePhotoField } from './site-photo-field.tsx';

const EMPTY = { title: '', slug: '', description: '', imageUrl: '', isActive: true };

/** Adds a category: its name, its address (made from the name by the slug rule unless changed), a description and an image. */
export function CategoryAddForm() {
  const { create } = useCategoryMutations();
  const form = useForm({ defaultValues: EMPTY });
  const v = form.watch();
  /** Whether the admin typed the address themselves (then the name no longer sets it). */
  const [slugTouched, setSlugTouched] = useState(false);
  const [uploading, setUploading] = useState(false);
  const slug = slugTouched ? v.slug : categorySlugFor(v.title);
  return (
    <Panel title="Add a category" className="self-start">
      {/* The server checks the category (the admin's category route); the name is required before it is sent. */}
      <Form
        form={form}
        noValidate={false}
        className="space-y-4 p-4 sm:p-5"
        aria-label="Add a category"
        errorText={(err) => errorMessage(err, 'Failed to add the category')}
        onSubmit={async () => {
          const made = await create.mutateAsync({ title: v.title, slug, description: v.description, imageUrl: v.imageUrl.trim(), isActive: v.isActive });
          form.reset(EMPTY);
          setSlugTouched(false);
          toast.success(`${made.title} added${made.isActive ? ' to the home page' : ' (hidden)'}`);
        }}
      >
        <TextField label="Name" maxLength={CATEGORY_LIMITS.title} required {...form.register('title')} />
        <TextField
          label="Address"
          value={slug}
          maxLength={CATEGORY_LIMITS.slug}
          onChange={(e) => {
            setSlugTouched(true);
            form.setValue('slug', e.target.value);
          }}
          hint={slug ? <span className="font-mono">/category/{slug}</span> : 'Made from the name: lowercase letters, digits and hyphens.'}
        />
        <TextAreaField label="Description" rows={2} maxLength={CATEGORY_LIMITS.description} {...form.register('description')} />
        <SitePhotoField
          value={v.imageUrl}
          onChange={(imageUrl) => form.setValue('imageUrl', imageUrl)}
          upload={uploadCategoryPhoto}
          onUploading={setUploading}
        />
        <div className="flex items-start gap-4">
          <CategoryTilePreview title={v.title.trim()} imageUrl={v.imageUrl.trim()} countText={categoryCountText(0)} />
          <p className="pt-1 text-xs leading-relaxed text-slate-500">
            The tile on the home page. Its count is worked out from the live auctions in the category.
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 rounded border-slate-300 accent-slate-900" {...form.register('isActive')} />
          Show on the site now
        </label>
        <FormError />
        <SubmitButton variant="dark" disabled={uploading}>
          Add category
        </SubmitButton>
      </Form>
    </Panel>
  );
}
