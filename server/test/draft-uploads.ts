import type { TestApp } from './test-app.ts';
import { signUpConfirmed } from './test-app.ts';
import { multipartFile } from './multipart.ts';

/**
 * Uploads to listing drafts in a test. Drafts belong to the seller signed in now: a test that uploads
 * many files signs in a seller of its own (`asNewSeller`), so the limit on a member's uploads per minute
 * (domain/write-limits.ts) is never what it meets.
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
      const res = await app().app.inject({ method: 'POST', url: '/api/listing-drafts', headers: { cookie: seller }, payload: { data: {} } });
      const id = res.json<{ id: string }>().id;
      drafts.set(id, seller);
      return id;
    },
    async upload(draftId: string, filename: string, data: Buffer) {
      const { payload, headers } = multipartFile(filename, data);
      return app().app.inject({ method: 'POST', url: `/api/listing-drafts/${draftId}/uploads`, headers: { ...headers, cookie: drafts.get(draftId)! }, payload });
    },
  };
}
