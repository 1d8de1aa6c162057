import { describe, expect, it } from 'vitest';
import { returnPath } from './auth-redirect.ts';

// After signing in, the app goes back only to a path on this site (domain/identity/return-path.ts).
describe('returnPath', () => {
  it('goes back to the location the visitor came from', () => {
    expect(returnPath({ from: { pathname: '/auction/x', search: '?tab=bids', hash: '#bid' } })).toBe('/auction/x?tab=bids#bid');
    expect(returnPath({ from: '/sell#plans' })).toBe('/sell#plans');
    expect(returnPath(null)).toBe('/');
  });

  it.each(['//evil.example', '/\\evil.example', '/..//evil.example', '/%2e%2e//evil.example/x', 'https://evil.example'])('goes home instead of %s', (from) => {
    expect(returnPath({ from })).toBe('/');
    expect(returnPath({ from: { pathname: from, search: '', hash: '' } })).toBe('/');
  });
});
