import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import type { SignedIn } from './admin.ts';
import { completeListingDraft } from './listing-fixtures.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Subscribes through the sandbox checkout and follows it back; returns the session and where it came back to. */
export async function subscribeInSandbox(t: TestApp, user: SignedIn, planId: string, outcome: 'authorize' | 'cancel' = 'authorize') {
  const res = await t.as(user).post('/api/membership/subscribe', { planId });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json<{ url: string }>();
  expect(url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
  const back = await t.anonymous.post(`${url}/${outcome}`, '', form);
  expect(back.statusCode).toBe(303);
  return { sessionId: url.split('/').pop()!, location: new URL(back.headers.location as string, 'http://x') };
}

/** Subscribes through the sandbox checkout and verifies the return, as /my-auctions does. */
export async function subscribeAndVerify(t: TestApp, user: SignedIn, planId: string) {
  const { sessionId } = await subscribeInSandbox(t, user, planId);
  const res = await t.as(user).post('/api/membership/checkout/verify', { session_id: sessionId });
  expect(res.json(), res.body).toMatchObject({ status: 'active' });
  return sessionId;
}

/** A complete listing submitted by `user` (its start two days after `now`); answers the draft and the submission's reply. */
export async function submitListing(t: TestApp, user: SignedIn, title: string, now = new Date()) {
  const seller = t.as(user);
  const draft = (await seller.post('/api/listing-drafts', { data: {} })).json<{ id: string }>().id;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  const up = await seller.upload(`/api/listing-drafts/${draft}/uploads`, 'a.jpg', photo, 'image/jpeg');
  const data = completeListingDraft({
    title,
    startTime: new Date(now.getTime() + 2 * 86_400_000).toISOString(),
    media: [{ kind: 'image', url: up.json<{ url: string }>().url, category: 'exterior' }],
  });
  await seller.put(`/api/listing-drafts/${draft}`, { data });
  return { draft, res: await seller.post(`/api/listing-drafts/${draft}/submit`) };
}
