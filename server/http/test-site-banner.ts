// A production site that runs the sandbox checkout says so on every page.

export const TEST_SITE_NOTICE = 'Test site: payments run in the sandbox, so no card is charged and nothing is really sold.';

/** The page template with the notice as the body's first element (outside the app's root, so hydration never sees it). */
export function withTestSiteBanner(html: string): string {
  const banner =
    `<div role="note" data-test-site-banner style="background:#f59e0b;color:#1c1917;text-align:center;font:600 14px/1.4 ui-sans-serif,system-ui,sans-serif;padding:8px 16px">` +
    `${TEST_SITE_NOTICE}</div>`;
  return html.replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);
}
