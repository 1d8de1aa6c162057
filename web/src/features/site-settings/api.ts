import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SocialLink {
  platform: 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube' | 'email' | 'phone' | 'website';
  url: string;
}

export function useSocialLinks() {
  return useQuery({
    queryKey: ['settings', 'social'],
    queryFn: async () => {
      const res = await api<{ value: { links?: SocialLink[] } }>('/api/settings/social');
      return res.value.links ?? [];
    },
  });
}
