import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './viewport.ts';

const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const FIREFOX_PHONE = 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('isPhoneRequest', () => {
  it('takes the phone layout for phones by their user agent', () => {
    for (const ua of [ANDROID_PHONE, IPHONE, FIREFOX_PHONE]) expect(isPhoneRequest(ua)).toBe(true);
  });
  it('takes the desktop layout for tablets, desktops and an unknown agent', () => {
    for (const ua of [ANDROID_TABLET, IPAD, DESKTOP, '', undefined]) expect(isPhoneRequest(ua)).toBe(false);
  });
  it('believes the Sec-CH-UA-Mobile client hint over the user agent', () => {
    expect(isPhoneRequest(DESKTOP, '?1')).toBe(true);
    expect(isPhoneRequest(ANDROID_PHONE, '?0')).toBe(false);
    expect(isPhoneRequest(ANDROID_PHONE, 'nonsense')).toBe(true);
  });
});
