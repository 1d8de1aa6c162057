import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SavedSearch {
  id: string;
  name: string;
  path: string;
  query: string;
  url: string;
  emailAlerts: boolean;
  createdAt: string;
}

const KEY = ['saved-searches'] as const;

/** Issue 13: the signed-in user's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({ queryKey: KEY, queryFn: () => api<{ items: SavedSearch[] }>('/api/saved-searches').then((r) => r.items) });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { path: string; query: string; name: string; emailAlerts: boolean }) => api<SavedSearch>('/api/saved-searches', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; emailAlerts?: boolean; name?: string }) => api<SavedSearch>(`/api/saved-searches/${id}`, { method: 'PATCH', body }),
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
    mutationFn: (id: string) => api<null>(`/api/saved-searches/${id}`, { method: 'DELETE' }).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<SavedSearch[]>(KEY, (old) => old?.filter((s) => s.id !== id)),
  });
}
