import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { SocialLink } from '../../../../domain/shared/public-settings.ts';
import { socialLinksOf } from '../../../../domain/shared/social-links.ts';

export type { SocialLink };

/** The footer's links (every page: the schema loads only when answers are checked). */
export function useSocialLinks() {
  return useQuery({
    queryKey: ['settings', 'social'],
    queryFn: async () => {
      const res = await api('/api/settings/social', {
        loadSchema: () => import('../../../../domain/shared/public-settings.ts').then((m) => m.publicSettingSchema),
      });
      return socialLinksOf(res.value);
    },
  });
}
