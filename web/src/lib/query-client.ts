import { QueryClient } from '@tanstack/react-query';

// SPEC 9 cache policy: fresh 5 minutes, kept 10, no refetch on focus, refetch on reconnect, 1 retry.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: 1,
      },
    },
  });
}
