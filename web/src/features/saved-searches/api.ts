import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { NewSavedSearchBody, SavedSearch, SavedSearchChangeBody } from '../../../../domain/community/saved-search-wire.ts';

export type { SavedSearch };

// 'Save this search' is on the listing pages' first paint: the schemas load only when answers are checked.
const savedSearchWire = () => import('../../../../domain/community/saved-search-wire.ts');

const KEY = ['saved-searches'] as const;

/** The signed-in user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api('/api/saved-searches', { loadSchema: () => savedSearchWire().then((m) => m.savedSearchListSchema) }).then((r) => r.items),
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSavedSearchBody) =>
      api('/api/saved-searches', { method: 'POST', body, loadSchema: () => savedSearchWire().then((m) => m.savedSearchSchema) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SavedSearchChangeBody & { id: string }) =>
      api(`/api/saved-searches/${id}`, { method: 'PATCH', body, loadSchema: () => savedSearchWire().then((m) => m.savedSearchSchema) }),
    // The change shows at once; a failure puts it back.
    onMutate: ({ id, ...patch }) => {
      const previous = queryClient.getQueryData<SavedSearch[]>(KEY);
      queryClient.setQueryData<SavedSearch[]>(KEY, (old) => old?.map((s) => (s.id === id ? { ...s, ...patch } : s)));
      return { previous };
    },
    onError: (_err, _vars, context) => queryClient.setQueryData(KEY, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData<SavedSearch[]>(KEY, (old) => old?.map((s) => (s.id === saved.id ? saved : s))),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/saved-searches/${id}`, { method: 'DELETE' }).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<SavedSearch[]>(KEY, (old) => old?.filter((s) => s.id !== id)),
  });
}
