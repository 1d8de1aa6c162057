import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { SessionState } from '../lib/auth/auth-api.ts';
import { EmailConfirmedPage } from './email-confirmed-page.tsx';

// The page's 'Continue where you left off' link goes to a path on this site, never to
// '//host' (which a browser reads as another site), whatever `next` holds.
const signedIn: SessionState = {
  user: { id: 'u1', email: 'new@example.com', name: 'New Member', emailVerified: true },
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
  profile: null,
  roles: [],
};

const visitor: SessionState = { user: null, session: null, profile: null, roles: [] };

function render(url: string, session: SessionState): string {
  return renderToString(
    <AuthProvider initial={session}>
      <MemoryRouter initialEntries={[url]}>
        <EmailConfirmedPage />
      </MemoryRouter>
    </AuthProvider>,
  );
}

function linksOn(next: string): string[] {
  const html = render(`/email-confirmed?next=${encodeURIComponent(next)}`, signedIn);
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
        fc.oneof(
          fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
          fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`),
        ),
        (next) => {
          const links = linksOn(next);
          expect(links.every(onSite), `${next}: ${links.join(' ')}`).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// 'confirmed' only for the member the link signed in; a refused link or no link says so.
describe('/email-confirmed tells the truth', () => {
  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  it('confirms to the member the link signed in', () => {
    const html = render('/email-confirmed', signedIn);
    expect(heading(html)).toBe('Your e-mail address is confirmed');
    expect(html).toContain('Welcome, New Member!');
  });

  it('shows a visitor without a link what the page is for, not a confirmation', () => {
    const html = render('/email-confirmed', visitor);
    expect(heading(html)).toBe('No confirmation to show');
    expect(html).not.toContain('is confirmed');
    expect(html).not.toContain('Your account is ready');
  });

  it.each([
    ['TOKEN_EXPIRED', 'This confirmation link has expired'],
    ['INVALID_TOKEN', 'This confirmation link is not valid'],
    ['USER_NOT_FOUND', 'This confirmation link is not valid'],
    ['INVALID_USER', 'This confirmation link is not valid'],
  ])('says a refused link (%s) was refused and offers a new one, signed in or not', (error, title) => {
    for (const session of [visitor, signedIn]) {
      const html = render(`/email-confirmed?error=${error}`, session);
      expect(heading(html)).toBe(title);
      expect(html).toContain('Resend confirmation e-mail');
      expect(html).not.toContain('Your e-mail address is confirmed');
    }
  });
});
