import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface FollowState {
  userId: string;
  followers: number;
  following: number;
  isFollowing: boolean;
}

export interface Person {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  since: string;
}

const stateKey = (userId: string) => ['follows', 'state', userId] as const;

export function useFollowState(userId: string) {
  return useQuery({ queryKey: stateKey(userId), queryFn: () => api<FollowState>(`/api/users/${userId}/follow`), staleTime: 30_000 });
}

export function useSetFollowing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => api<FollowState>(`/api/users/${userId}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData(stateKey(userId), state);
      void queryClient.invalidateQueries({ queryKey: ['follows', 'mine'] });
    },
  });
}

/** /profile: who I follow and who follows me. */
export function useMyFollows() {
  return useQuery({ queryKey: ['follows', 'mine'], queryFn: () => api<{ following: Person[]; followers: Person[] }>('/api/follows') });
}
