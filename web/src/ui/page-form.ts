import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * The form kit (react-hook-form) for a form that is on the page before its scripts: server-rendered, it posts
 * or GETs without them (decision 009), so a person types into it while the app is still loading.
 *
 * Its fields are uncontrolled (`register`) and have no default values:
 * - React never writes a field's value. A controlled field whose state was still '' while its element held the
 *   typed text had that text wiped by its first render after hydration: React keeps the element's value while
 *   hydrating, then writes the state's value on the next update (the refusal of a submit that read the empty
 *   state, say), so the person saw both fields emptied under 'Please enter your e-mail and password.'
 * - Each field's value is read from its element when it registers, in the hydration's commit, before React
 *   replays a submit that was pressed while the page was being taken over (react-hook-form reads an element
 *   edited before the form was ready); with a default value it would have put that value into the element.
 */
export function usePageForm<T extends FieldValues, O = T>(
  options: Omit<UseFormProps<T, unknown, O>, 'defaultValues' | 'values'> = {},
): UseFormReturn<T, unknown, O> {
  return useForm<T, unknown, O>(options);
}

/**
 * A field's text for showing elsewhere (a password's checklist). useWatch starts from the render before the
 * fields registered, and is not told what they read from their elements: this reads the field once the form is
 * live, then follows every change.
 */
export function usePageFormText<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const read = () => setText(String(form.getValues(name) ?? ''));
    read();
    return form.subscribe({ name, formState: { values: true }, callback: read });
  }, [form, name]);
  return text;
}
