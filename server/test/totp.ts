import { createHmac } from 'node:crypto';

// RFC 6238 TOTP (SHA-1, 30 s, 6 digits, as authenticator apps and better-auth's twoFactor plugin use), computed
// from an otpauth:// address's base32 secret: the tests type what a member's authenticator app would show.

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = alphabet.indexOf(ch);
    if (idx < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The secret of an otpauth://totp/... address. */
export const totpSecretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** The code for the given time (default now), from a base32 secret. */
export function totpCode(base32Secret: string, at = Date.now(), period = 30, digits = 6): string {
  const counter = Math.floor(at / 1000 / period);
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(base32Secret)).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(n).padStart(digits, '0');
}

/**
 * A member's authenticator app as tests type from it: each code belongs to a later time step than the one before
 * (the site accepts a code once, and no earlier one after it: decision 030), within the window the site accepts
 * (one step either side of now). Three codes per 30 s step at most; a test that needs more uses another member.
 */
export function authenticator(base32Secret: string, period = 30) {
  let last = -Infinity;
  return {
    next(): string {
      const current = Math.floor(Date.now() / 1000 / period);
      const step = Math.max(last + 1, current - 1);
      if (step > current + 1) throw new Error('an authenticator shows one code per step: use another member for a fourth sign-in within 30 seconds');
      last = step;
      return totpCode(base32Secret, step * period * 1000 + 1000, period);
    },
  };
}
