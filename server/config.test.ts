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

  it('fails fast with a clear message on bad values', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('AUTH_SECRET: required when NODE_ENV=production');
  });
});
