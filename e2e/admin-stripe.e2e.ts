import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

describe('admin Stripe page', () => {
  it('shows the sandbox in force and the webhook URL, and tests the connection', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'admin@example.com', '/admin/stripe');
    await page.getByRole('heading', { level: 1, name: 'Stripe' }).waitFor();
    await expect(page.getByTestId('payments-provider').textContent()).resolves.toBe('Sandbox');
    await page.getByText('PAYMENTS_PROVIDER=sandbox').waitFor();
    await expect(page.getByTestId('webhook-url').textContent()).resolves.toBe(`${b.baseURL}/api/payments/webhook`);
    await page.getByText('No webhook events yet').waitFor();

    await page.getByRole('button', { name: 'Test connection' }).click();
    const result = page.getByTestId('connection-result');
    await result.waitFor();
    await expect(result.textContent()).resolves.toContain('Connection OK');
    await expect(result.textContent()).resolves.toContain('built-in sandbox');
    await page.locator('[data-sonner-toast]').getByText('Connection OK').waitFor();
  });
});
