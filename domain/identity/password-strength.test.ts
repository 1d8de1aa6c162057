import { describe, expect, it } from 'vitest';
import { passwordWeaknesses, weakPasswordMessage } from './password-strength.ts';

describe('password strength', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordWeaknesses('Password123!')).toEqual([]);
  });

  it('lists every unmet rule', () => {
    expect(passwordWeaknesses('abc')).toEqual(['at least 8 characters', 'an uppercase letter', 'a number', 'a symbol']);
    expect(passwordWeaknesses('ABCDEFGH1!')).toEqual(['a lowercase letter']);
    expect(passwordWeaknesses('x'.repeat(129))).toContain('at most 128 characters');
  });

  it('writes the reasons as one sentence', () => {
    expect(weakPasswordMessage(['a number'])).toBe('Password is too weak. It needs a number.');
    expect(weakPasswordMessage(['a number', 'a symbol', 'an uppercase letter'])).toBe(
      'Password is too weak. It needs a number, a symbol and an uppercase letter.',
    );
  });
});
