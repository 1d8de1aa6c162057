import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { SessionState } from '../lib/auth/auth-api.ts';
import { EmailConfirmedPage } from './email-confirmed-page.tsx';

// Issue 23 item 3: the page's 'Continue where you left off' link goes to a path on this site, never to
// '//host' (which a browser reads as another site), whatever `next` holds.
const signedIn: SessionState = {
  user: { id: 'u1', email: 'new@example.com', name: 'New Member', emailVerified: true },
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
  profile: null,
  roles: [],
};

function linksOn(next: string): string[] {
  const html = renderToString(
    <AuthProvider initial={signedIn}>
      <MemoryRouter initialEntries={[`/email-confirmed?next=${encodeURIComponent(next)}`]}>
        <EmailConfirmedPage />
      </MemoryRouter>
    </AuthProvider>,
  );
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

const onSite = (href: string) => href.startsWith('/') && href[1] !== '/' && href[1] !== '\\';

describe('/email-confirmed', () => {
  it('links back to where the new member was going', () => {
    expect(linksOn('/sell#plans')).toContain('/sell#plans');
  });

  it.each(['/..//evil.example', '/.//evil.example/x', '/%2e%2e//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example'])(
    'offers no link off the site for next=%s',
    (next) => {
      const links = linksOn(next);
      expect(links.every(onSite), links.join(' ')).toBe(true);
      expect(links.join(' ')).not.toContain('evil.example');
    },
  );

  it('links only on the site, over dot segments, encodings, slashes and backslashes', () => {
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E%2E', '%2f', '%5c', '\t', 'evil.example', 'a', '?', '#', '@', 'https:');
    fc.assert(
      fc.property(
        fc.oneof(fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')), fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`)),
        (next) => {
          const links = linksOn(next);
          expect(links.every(onSite), `${next}: ${links.join(' ')}`).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
