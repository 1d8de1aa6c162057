import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn as signInAt } from './support/sign-in.ts';

const b = useBrowser();

// A listing no other browser test writes comments on.
const LISTING = '/auction/1991-acura-nsx-5-speed';

async function signIn(page: Page, email: string, then: string) {
  await signInAt(page, email, then);
  await page.getByTestId('comments').waitFor();
}

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

describe('comments', () => {
  it('asks visitors to sign in to comment and to like', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auction/2005-ford-gt');
    const section = page.getByTestId('comments');
    await section.getByTestId('comment').first().waitFor();
    await section.getByLabel('Add a comment').fill('Hello there');
    await section.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Please sign in to leave a comment').waitFor();
    await section.getByRole('button', { name: /^Like/ }).first().click();
    await page.getByText('Please sign in to like comments').waitFor();
    // Newest first; the system comment is shown as the product; the seller's comments are marked.
    await expect(section.getByTestId('comment-author').first().textContent()).resolves.toBe('VehicleBid');
    await expect(comment(page, 'Goodyear Eagle F1').getByText('Seller', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(comment(page, 'Goodyear Eagle F1').getByTestId('comment-time').textContent()).resolves.toBe('19h ago');
    await expect(section.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
  });

  it('adds, edits, likes and deletes a comment, live on a second page', async () => {
    const watcher = await b.newPage(DESKTOP);
    await watcher.goto(LISTING);
    await watcher.getByTestId('comments').waitFor();

    const page = await b.newPage(DESKTOP);
    await signIn(page, 'buyer@example.com', LISTING);
    const section = page.getByTestId('comments');
    const text = `Were the timing belt and water pump done? ${Date.now()}`;
    await section.getByLabel('Add a comment').fill(`   ${text}   `);
    await section.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added successfully').waitFor();
    const id = await comment(page, text).getAttribute('data-comment-id');
    const mine = page.locator(`[data-comment-id="${id}"]`);
    await expect(section.getByTestId('comment').first().getByTestId('comment-content').textContent()).resolves.toBe(text);
    await expect(mine.getByTestId('comment-avatar').textContent()).resolves.toBe('SB');
    await expect(mine.getByTestId('comment-author').textContent()).resolves.toBe('Sam Buyer');
    await expect(mine.getByTestId('comment-time').textContent()).resolves.toBe('Just now');
    await expect(section.getByLabel('Add a comment').inputValue()).resolves.toBe('');

    // Live refresh for another viewer, without reloading.
    await comment(watcher, text).waitFor();

    await mine.getByRole('button', { name: 'Edit' }).click();
    const editor = mine.getByLabel('Edit comment');
    await editor.fill('   ');
    await expect(mine.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await editor.fill(`${text} (edited by me)`);
    await mine.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Comment updated successfully').waitFor();
    await comment(watcher, `${text} (edited by me)`).waitFor();

    const edited = mine;
    await edited.getByRole('button', { name: 'Like 0', exact: true }).click();
    await edited.getByRole('button', { name: 'Like 1', exact: true }).waitFor();
    await expect(edited.getByRole('button', { name: 'Like 1', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await comment(watcher, text).getByRole('button', { name: 'Like 1', exact: true }).waitFor();

    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this comment? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited.isVisible()).resolves.toBe(true);
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Comment deleted successfully').waitFor();
    await edited.waitFor({ state: 'detached' });
    await comment(watcher, text).waitFor({ state: 'detached' });
  });

  it("lets an admin delete another user's comment", async () => {
    const author = await b.newPage(DESKTOP);
    await signIn(author, 'bidder@example.com', LISTING);
    const text = `Any paint work on this one? ${Date.now()}`;
    await author.getByTestId('comments').getByLabel('Add a comment').fill(text);
    await author.getByRole('button', { name: 'Post Comment' }).click();
    await author.getByText('Comment added successfully').waitFor();

    const other = await b.newPage(DESKTOP);
    await signIn(other, 'buyer@example.com', LISTING);
    await comment(other, text).waitFor();
    await expect(comment(other, text).getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);

    const admin = await b.newPage(DESKTOP);
    await signIn(admin, 'admin@example.com', LISTING);
    const target = comment(admin, text);
    await target.getByRole('button', { name: 'Edit' }).waitFor();
    await target.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Comment deleted successfully').waitFor();
    await comment(author, text).waitFor({ state: 'detached' });
  });
});
