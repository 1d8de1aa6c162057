import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { followStateSchema, myFollowsSchema, type FollowState, type Person } from '../../../../domain/community/follow-wire.ts';

export type { FollowState, Person };

const stateKey = (userId: string) => ['follows', 'state', userId] as const;

export function useFollowState(userId: string) {
  return useQuery({ queryKey: stateKey(userId), queryFn: () => api(`/api/users/${userId}/follow`, { schema: followStateSchema }), staleTime: 30_000 });
}

export function useSetFollowing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => api(`/api/users/${userId}/follow`, { method: follow ? 'PUT' : 'DELETE', schema: followStateSchema }),
    onSuccess: (state) => {
      queryClient.setQueryData(stateKey(userId), state);
      void queryClient.invalidateQueries({ queryKey: ['follows', 'mine'] });
    },
  });
}

/** /profile: who I follow and who follows me. */
export function useMyFollows() {
  return useQuery({ queryKey: ['follows', 'mine'], queryFn: () => api('/api/follows', { schema: myFollowsSchema }) });
}
