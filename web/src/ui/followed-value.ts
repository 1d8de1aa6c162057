import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * An uncontrolled field of a form that is on the page before its scripts (see page-form.ts) whose value comes
 * from outside, such as a listing filter from the address: the element starts from `value` (give it
 * `defaultValue` or `defaultChecked`), and `value` is written into it when it changes, never when the field
 * hydrates or mounts. So what a person typed or chose before the app took the page over stays in the field
 * (and is sent with the form), while a change of the address (a removed filter, back and forward) shows.
 * A boolean is a checkbox's `checked`.
 */
export function useFollowedValue<E extends HTMLInputElement | HTMLSelectElement>(value: string | boolean): RefObject<E | null> {
  const ref = useRef<E>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    const field = ref.current;
    if (!field) return;
    if (typeof value === 'boolean') (field as HTMLInputElement).checked = value;
    else field.value = value;
  }, [value]);
  return ref;
}

/**
 * A form's fields as an address's query: what a GET of the form would send. A field shown twice (the filter
 * panel is in the page a second time on phones, after the hidden desktop one) counts once, by its last copy.
 */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.set(name, value);
  return params;
}

/**
 * For a field of a server-rendered page that stays controlled (an amount written with separators as it is typed,
 * a comment box that empties once sent): as the field mounts, in the hydration's commit and before anything
 * renders again, its state adopts what the element holds. What was typed into the server's HTML becomes the
 * state instead of being written over by it. A field the app renders itself holds its state already: no change.
 */
export function useAdoptedValue<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, adopt: (typed: string) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const atMount = useRef({ value, adopt });
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== atMount.current.value) atMount.current.adopt(typed);
  }, []);
  return ref;
}
