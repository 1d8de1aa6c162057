import { describe, expect, it } from 'vitest';
import { isAdminLinkHost } from './admin-link.ts';

describe('isAdminLinkHost', () => {
  it('shows the link on local hosts and in development builds', () => {
    expect(isAdminLinkHost('localhost', false)).toBe(true);
    expect(isAdminLinkHost('127.0.0.1', false)).toBe(true);
    expect(isAdminLinkHost('shop.local', false)).toBe(true);
    expect(isAdminLinkHost('www.vehiclebid.com', true)).toBe(true);
  });

  it('shows the link on preview and development hosts', () => {
    expect(isAdminLinkHost('preview.vehiclebid.com', false)).toBe(true);
    expect(isAdminLinkHost('pr-12-preview.example.app', false)).toBe(true);
    expect(isAdminLinkHost('dev.vehiclebid.com', false)).toBe(true);
  });

  it('hides the link on production hosts', () => {
    expect(isAdminLinkHost('www.vehiclebid.com', false)).toBe(false);
    expect(isAdminLinkHost('developer-cars.com', false)).toBe(false);
  });
});
