import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list's filters in the address: set some keys at once (empty or null deletes one), replacing the history entry so Back leaves the list. */
export function useSearchParamSetter(): [URLSearchParams, (values: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (values: Record<string, string | null>) =>
      setParams(
        (p) => {
          for (const [k, v] of Object.entries(values)) {
            if (v) p.set(k, v);
            else p.delete(k);
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set];
}
