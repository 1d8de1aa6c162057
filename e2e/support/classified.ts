import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

async function json<T>(page: Page, method: 'POST' | 'PUT', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

/** A classified's fields as the sell form saves them (a 2003 Honda Accord, no photos): `over` replaces any. */
export const classifiedFields = (title: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  listingType: 'classified',
  category: 'cars',
  title,
  description: 'Two owners, books and records.',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  mileage: 92_000,
  vin: '1HGCM82633A004352',
  location: 'Austin, TX',
  titleStatus: 'Clean',
  lienExists: 'no',
  hasFlaws: 'no',
  isModified: 'no',
  sellerType: 'other',
  fullName: 'Pat Seller',
  phoneNumber: '555-0100',
  buyNowPrice: 8500,
  media: [],
  ...over,
});

/**
 * A classified (a 2003 Honda Accord with one photo) listed by `seller` through the selling API and approved
 * by `admin`: it is live at once (its start is its submission). `over`: other listing fields (allowOffers).
 * Returns its id.
 */
export async function listClassified(seller: Page, admin: Page, title: string, over: Record<string, unknown> = {}): Promise<string> {
  const draft = await json<{ id: string }>(seller, 'POST', '/api/listing-drafts', { data: {} });
  expect(draft.status).toBe(201);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 160, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
  const up = await seller.request.post(`/api/listing-drafts/${draft.body.id}/uploads`, {
    multipart: { file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const url = ((await up.json()) as { url: string }).url;
  const data = classifiedFields(title, { media: [{ kind: 'image', url, category: 'exterior' }], ...over });
  expect((await json(seller, 'PUT', `/api/listing-drafts/${draft.body.id}`, { data })).status).toBe(200);
  const submitted = await json<{ auctionId: string }>(seller, 'POST', `/api/listing-drafts/${draft.body.id}/submit`);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  expect((await json(admin, 'POST', `/api/admin/approvals/${submitted.body.auctionId}/approve`)).status).toBe(200);
  return submitted.body.auctionId;
}
