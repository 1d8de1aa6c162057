import type { Location } from 'react-router';
import { sameOriginPath } from '../../../../domain/identity/return-path.ts';

export interface AuthNavigationState {
  from?: Location | string;
  defaultTab?: 'signin' | 'signup';
}

/** Where to go after signing in: the return location carried in the navigation state, else home; only a path on this site (decision 016). */
export function returnPath(state: unknown): string {
  const from = (state as AuthNavigationState | null)?.from;
  if (!from) return '/';
  return sameOriginPath(typeof from === 'string' ? from : `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
}
