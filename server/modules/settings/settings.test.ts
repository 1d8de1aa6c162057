import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, siteSettings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(siteSettings).values([
    { key: 'social', value: { links: [{ platform: 'facebook', url: 'https://facebook.com/x' }] } },
    { key: 'auction', value: { minBidIncrement: 100, maxBidIncrement: 5000 } },
    { key: 'stripe_secret', value: 'sk_live_do_not_leak' },
  ]);
  await t.database.db.insert(categories).values([
    { title: 'Boats', slug: 'boats', displayOrder: 6 },
    { title: 'Cars', slug: 'cars', displayOrder: 1 },
    { title: 'Hidden', slug: 'hidden', displayOrder: 0, isActive: false },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('public settings and categories', () => {
  it('reads a public setting by key', async () => {
    const res = await t.anonymous.get('/api/settings/social');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'social', value: { links: [{ platform: 'facebook', url: 'https://facebook.com/x' }] } });
  });

  it('never serves other keys', async () => {
    const res = await t.anonymous.get('/api/settings/stripe_secret');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('sk_live');
  });

  it('answers 404 for a public key that is not set', async () => {
    const res = await t.anonymous.get('/api/settings/featured_listing_fee');
    expect(res.statusCode).toBe(404);
  });

  it('lists active categories in display order', async () => {
    const res = await t.anonymous.get('/api/categories');
    expect(res.json().categories.map((c: { slug: string }) => c.slug)).toEqual(['cars', 'boats']);
  });
});
