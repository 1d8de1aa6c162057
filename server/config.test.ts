import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', publicUrl: 'http://localhost:3000', isProduction: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('honours PORT in the public address', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it("reads a member's bid limit a minute: 30 unless set, a whole number from 1 (issue 35 item 7)", () => {
    expect(loadConfig({}).BID_LIMIT_PER_MINUTE).toBe(30);
    expect(loadConfig({ BID_LIMIT_PER_MINUTE: '1000000' }).BID_LIMIT_PER_MINUTE).toBe(1_000_000);
    for (const bad of ['0', '-5', '2.5', 'many']) expect(() => loadConfig({ BID_LIMIT_PER_MINUTE: bad })).toThrow(/BID_LIMIT_PER_MINUTE/);
  });

  it('fails fast with a clear message on bad values', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('AUTH_SECRET: required when NODE_ENV=production');
  });

  it('requires the payments provider in production: the sandbox is chosen, never a default (issue 15 item 4)', () => {
    const prod = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(prod)).toThrow('PAYMENTS_PROVIDER: required when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required[\s\S]*PAYMENTS_PROVIDER: required/);
    expect(loadConfig({ ...prod, PAYMENTS_PROVIDER: 'sandbox' })).toMatchObject({ PAYMENTS_PROVIDER: 'sandbox', isTestSite: true });
    expect(loadConfig({ ...prod, PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toMatchObject({ isTestSite: false });
    // Outside production the sandbox stays the zero-setup default, and it is no test-site banner there.
    expect(loadConfig({})).toMatchObject({ PAYMENTS_PROVIDER: 'sandbox', isTestSite: false });
  });
});
