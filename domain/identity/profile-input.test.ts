import { describe, expect, it } from 'vitest';
import { AVATAR_URL_MESSAGE, isAllowedAvatarUrl, PHONE_MESSAGE, updateProfileInput } from './profile-input.ts';

// A profile picture is an absolute https address or one of the site's own uploads.
describe('isAllowedAvatarUrl', () => {
  it("takes https addresses and the site's uploads", () => {
    for (const ok of [
      'https://images.example.com/me.jpg',
      'https://cdn.example.com:8443/a/b.png?x=1#y',
      '/media/uploads/3f2a9c.webp',
      'HTTPS://Example.com/a.png',
    ]) {
      expect(isAllowedAvatarUrl(ok), ok).toBe(true);
    }
  });

  it('refuses other hosts in disguise, other schemes and other site paths', () => {
    for (const bad of [
      '//other-host/x.png',
      '/\\other-host/x.png',
      '\\\\other-host/x.png',
      '/\t/other-host/x.png',
      'http://example.com/a.png',
      'https:/example.com/a.png',
      'https:\\\\example.com/a.png',
      'https://user:pass@example.com/a.png',
      'https://exa mple.com/a.png',
      'https://example.com/a\n.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/auth/sign-out',
      '/media/uploads/../../etc/passwd',
      '/media/uploads//other-host/x',
      'https://',
    ]) {
      expect(isAllowedAvatarUrl(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('is the rule of the profile form and API, which may clear the picture', () => {
    expect(updateProfileInput.safeParse({ avatarUrl: '' }).success).toBe(true);
    expect(updateProfileInput.safeParse({ avatarUrl: null }).success).toBe(true);
    const bad = updateProfileInput.safeParse({ avatarUrl: '//other-host/x.png' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(AVATAR_URL_MESSAGE);
  });
});

describe('the phone of a profile (issue 26 item 3)', () => {
  it('takes a phone number with at least 7 digits, or empty to clear it', () => {
    expect(updateProfileInput.parse({ phone: ' +1 (555) 123-4567 ' })).toEqual({ phone: '+1 (555) 123-4567' });
    expect(updateProfileInput.parse({ phone: '' })).toEqual({ phone: '' });
    for (const bad of ['12345', 'call me', '+1 555 123 4567 ext. 89', '1'.repeat(31)]) {
      expect(updateProfileInput.safeParse({ phone: bad }).error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    }
  });
});
