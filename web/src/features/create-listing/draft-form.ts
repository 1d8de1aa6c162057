import { useFormContext } from 'react-hook-form';
import type { ListingDraftData } from '../../../../domain/listings/listing-input.ts';

/** The listing form's values (react-hook-form, provided by ListingWizard) and a way to change several at once. */
export function useDraftForm() {
  const { watch, setValue } = useFormContext<ListingDraftData>();
  // The whole draft: its fields depend on each other (category, year, lien, seller type), as do its problems.
  const data = watch();
  const update = (patch: Partial<ListingDraftData>) => {
    for (const key of Object.keys(patch) as (keyof ListingDraftData)[]) setValue(key, patch[key]);
  };
  return { data, update };
}
