import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn, signUpConfirmed } from './support/sign-in.ts';

// A member asks to be verified from /profile with two photos; an admin approves the request in
// /admin/users; the Verified badge then shows on the member's comment, and in the profile section.

const b = useBrowser();
const LISTING = '/auction/2005-ford-gt';
const NAME = 'Vera Verify';
const EMAIL = `vera.verify.${Date.now()}@example.com`;

const png = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

describe('verified identity', () => {
  it('a member sends an ID and a selfie, an admin approves them side by side, and the badge shows on the member’s comment (1280)', async () => {
    const page = await b.newPage(DESKTOP);
    await signUpConfirmed(page, NAME, EMAIL);
    await page.goto('/profile');
    const section = page.locator('#verification');
    await section.getByRole('heading', { name: 'Identity verification' }).waitFor();
    await section.getByLabel('Photo of a government ID').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await png('#a33') });
    await section.getByLabel('Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png('#3a3') });
    await section.getByRole('button', { name: 'Send for verification' }).click();
    await page.getByText('Thank you. Your photos were sent; an admin will review them.').waitFor();
    await expect(section.getByTestId('verification-pending').textContent()).resolves.toMatch(
      /^Your photos were sent on .+\. An admin will review them; you will be told by notification and e-mail\.$/,
    );

    // A comment before the decision carries no badge.
    await page.goto(LISTING);
    const comments = page.getByTestId('comments');
    const text = `Is the service history complete? ${Date.now()}`;
    await comments.getByLabel('Add a comment').fill(text);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added successfully').waitFor();
    const mine = comments.getByTestId('comment').filter({ hasText: text });
    await expect(mine.getByTestId('comment-author').textContent()).resolves.toBe(NAME);
    await expect(mine.getByTestId('verified-badge').count()).resolves.toBe(0);

    const desk = await b.newPage(DESKTOP);
    await signIn(desk, 'admin@example.com', '/admin/users');
    await desk.getByRole('tab', { name: /Verification requests/ }).click();
    const request = desk.getByRole('article', { name: `Verification request of ${NAME}` });
    await request.waitFor();
    await expect(request.getByText(EMAIL).isVisible()).resolves.toBe(true);
    // The ID and the selfie side by side, both loaded.
    const [id, selfie] = [request.getByRole('img', { name: 'Government ID' }), request.getByRole('img', { name: 'Selfie' })];
    for (const img of [id, selfie]) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(800);
    const [a, c] = [await id.boundingBox(), await selfie.boundingBox()];
    expect(Math.abs(a!.y - c!.y)).toBeLessThan(2);
    expect(c!.x).toBeGreaterThan(a!.x + a!.width);
    await request.getByRole('button', { name: 'Approve' }).click();
    await desk.getByText(`${NAME} is verified`).waitFor();
    await desk.getByText('No requests awaiting review').waitFor();

    await page.reload();
    await mine.waitFor();
    await expect(mine.getByTestId('verified-badge').textContent()).resolves.toBe('Verified');
  });

  it('the profile section says the member is verified, fitted to a phone (390)', async () => {
    const page = await b.newPage(MOBILE);
    await signIn(page, EMAIL, '/profile');
    const section = page.locator('#verification');
    await section.getByText('Your identity is verified. The Verified badge shows beside your name on your bids, comments, listings and messages.').waitFor();
    await expect(section.getByTestId('verified-badge').isVisible()).resolves.toBe(true);
    // The section fits the phone's width: nothing in it reaches past the screen's edge.
    const box = await section.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(section.evaluate((el) => el.scrollWidth - el.clientWidth)).resolves.toBe(0);
  });
});
