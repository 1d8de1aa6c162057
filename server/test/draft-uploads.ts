import type { TestApp } from './test-app.ts';
import { signUpConfirmed } from './test-app.ts';

/**
 * Uploads to listing drafts in a test. Drafts belong to the seller signed in now: a test that uploads
 * many files signs in a seller of its own (`asNewSeller`), so the limit on a member's uploads per minute
 * (domain/shared/write-limits.ts) is never what it meets.
 */
export function draftUploads(app: () => TestApp, prefix = 'upload-seller') {
  const drafts = new Map<string, string>();
  let sellers = 0;
  let seller = '';
  return {
    /** The cookie of the seller signed in now. */
    get seller(): string {
      return seller;
    },
    async asNewSeller(): Promise<void> {
      seller = await signUpConfirmed(app(), `${prefix}-${++sellers}@example.com`, 'Upload Seller');
    },
    async newDraft(): Promise<string> {
      const res = await app().as(seller).post('/api/listing-drafts', { data: {} });
      const id = res.json<{ id: string }>().id;
      drafts.set(id, seller);
      return id;
    },
    upload(draftId: string, filename: string, data: Buffer) {
      return app().as(drafts.get(draftId)!).upload(`/api/listing-drafts/${draftId}/uploads`, filename, data);
    },
  };
}
