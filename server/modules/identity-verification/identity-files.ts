import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { privateArea, type PrivateArea } from '../../platform/storage/private-area.ts';

/**
 * Where a verification request's two photos live (decision 024): the private area 'identity' of object
 * storage, one random name per photo (a request's id does not lead to its files), never under 'uploads/'
 * where the public media route reads.
 */
export function identityFiles(deps: Pick<AppDeps, 'storage'>): PrivateArea {
  return privateArea(deps.storage, 'identity');
}

export const identityFileName = (requestId: string) => `${requestId}/${randomUUID()}.webp`;
