import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ListingDraftData } from '../../../../domain/listings/listing-input.ts';
import { saveDraft } from './api.ts';

const AUTOSAVE_MS = 800;
export type SaveState = 'saved' | 'saving' | 'unsaved' | 'failed';

/**
 * Autosave: the whole draft, a moment after the seller stops typing. `flush` saves what is unsaved now and
 * answers whether it was saved (submitting waits for it).
 */
export function useDraftAutosave(draftId: string, form: UseFormReturn<ListingDraftData>) {
  const { watch, getValues } = form;
  const [state, setState] = useState<SaveState>('saved');
  const dirty = useRef(false);

  const flush = useCallback(async (): Promise<boolean> => {
    if (!dirty.current) return true;
    dirty.current = false;
    setState('saving');
    try {
      await saveDraft(draftId, getValues());
      setState(dirty.current ? 'unsaved' : 'saved');
      return true;
    } catch {
      dirty.current = true;
      setState('failed');
      return false;
    }
  }, [draftId, getValues]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changes = watch(() => {
      dirty.current = true;
      setState('unsaved');
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), AUTOSAVE_MS);
    });
    return () => {
      changes.unsubscribe();
      clearTimeout(timer);
    };
  }, [watch, flush]);

  return { state, flush };
}
