import { useDraftForm } from './draft-form.ts';
import { LongText, NumberField, Text, YesNo } from './form-fields.tsx';
import type { ErrorOf } from './wizard-steps.ts';

/** Step 3: the listing's title and texts, modifications, flaws and the estimated value. */
export function DescriptionStep({ errorOf }: { errorOf: ErrorOf }) {
  const { data, update } = useDraftForm();
  return (
    <div className="grid gap-4">
      <Text
        label="Listing title"
        value={data.title}
        onChange={(v) => update({ title: v })}
        placeholder={[data.year, data.make, data.model, data.trim].filter(Boolean).join(' ')}
        error={errorOf('title')}
      />
      <LongText
        label="Description"
        rows={7}
        value={data.description}
        onChange={(v) => update({ description: v })}
        error={errorOf('description')}
        hint="Leave a blank line between paragraphs."
      />
      <LongText label="Key options & highlights" value={data.optionsAndHighlights} onChange={(v) => update({ optionsAndHighlights: v })} hint="One per line." />
      <YesNo label="Has the vehicle been modified?" value={data.isModified} onChange={(v) => update({ isModified: v })} />
      {data.isModified === 'yes' && (
        <LongText
          label="Modifications"
          value={data.modificationsList}
          onChange={(v) => update({ modificationsList: v })}
          error={errorOf('modificationsList')}
          hint="One per line."
        />
      )}
      <YesNo label="Does it have flaws a buyer should know about?" value={data.hasFlaws} onChange={(v) => update({ hasFlaws: v })} />
      {data.hasFlaws === 'yes' && (
        <LongText
          label="Condition & flaws"
          value={data.flawsDescription}
          onChange={(v) => update({ flawsDescription: v })}
          error={errorOf('flawsDescription')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Estimated value from" prefix="$" value={data.marketValueMin} onChange={(v) => update({ marketValueMin: v })} />
        <NumberField
          label="Estimated value to"
          prefix="$"
          value={data.marketValueMax}
          onChange={(v) => update({ marketValueMax: v })}
          error={errorOf('marketValueMax')}
        />
      </div>
    </div>
  );
}
