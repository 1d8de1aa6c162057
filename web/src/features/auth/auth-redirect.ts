import type { Location } from 'react-router';

export interface AuthNavigationState {
  from?: Location | string;
  defaultTab?: 'signin' | 'signup';
}

/** Where to go after signing in: the return location carried in the navigation state, else home. */
export function returnPath(state: unknown): string {
  const from = (state as AuthNavigationState | null)?.from;
  if (!from) return '/';
  if (typeof from === 'string') return from.startsWith('/') && !from.startsWith('//') ? from : '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
