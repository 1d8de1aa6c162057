import { useDraftForm } from './draft-form.ts';
import { Choice, Text, YesNo } from './form-fields.tsx';
import type { ErrorOf } from './wizard-steps.ts';

/** Step 2: the title and any lien (SPEC 2: the title holder is asked for when there is a lien). */
export function TitleStep({ errorOf }: { errorOf: ErrorOf }) {
  const { data, update } = useDraftForm();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Choice
        label="Title status"
        value={data.titleStatus}
        options={['Clean', 'Salvage', 'Rebuilt', 'Bill of sale only', 'Other'].map((c) => ({ value: c, label: c }))}
        onChange={(v) => update({ titleStatus: v })}
        error={errorOf('titleStatus')}
      />
      <Text label="Title state" value={data.titleState} onChange={(v) => update({ titleState: v })} placeholder="TX" />
      <Text label="Where the title is" value={data.titleLocation} onChange={(v) => update({ titleLocation: v })} placeholder="In hand" />
      <Text label="Title number" value={data.titleNumber} onChange={(v) => update({ titleNumber: v })} />
      <YesNo label="Is the title in your name?" value={data.titleInYourName} onChange={(v) => update({ titleInYourName: v })} />
      {data.titleInYourName === 'no' && (
        <Text label="Your relationship to the title holder" value={data.relationshipToTitleHolder} onChange={(v) => update({ relationshipToTitleHolder: v })} />
      )}
      <YesNo label="Is there a lien on the vehicle?" value={data.lienExists} onChange={(v) => update({ lienExists: v })} />
      {data.lienExists === 'yes' && (
        <>
          <Text label="Lienholder" value={data.lienholderName} onChange={(v) => update({ lienholderName: v })} error={errorOf('lienholderName')} />
          <Text
            label="Title holder"
            value={data.titleHolderName}
            onChange={(v) => update({ titleHolderName: v })}
            error={errorOf('titleHolderName')}
            hint="Shown to buyers on the listing."
          />
        </>
      )}
    </div>
  );
}
