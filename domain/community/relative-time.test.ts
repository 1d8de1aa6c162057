import { describe, expect, it } from 'vitest';
import { initials, relativeTime } from './relative-time.ts';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it('is Just now under a minute', () => {
    expect(relativeTime(NOW, NOW)).toBe('Just now');
    expect(relativeTime(NOW - 59 * S, NOW)).toBe('Just now');
  });

  it('is Just now for a future date', () => {
    expect(relativeTime(NOW + 5 * S, NOW)).toBe('Just now');
    expect(relativeTime(NOW + 3 * D, NOW)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(NOW - M, NOW)).toBe('1m ago');
    expect(relativeTime(NOW - 59 * M - 59 * S, NOW)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(NOW - H, NOW)).toBe('1h ago');
    expect(relativeTime(NOW - 23 * H - 59 * M, NOW)).toBe('23h ago');
  });

  it('counts whole days under 7 days', () => {
    expect(relativeTime(NOW - D, NOW)).toBe('1d ago');
    expect(relativeTime(NOW - 7 * D + 1, NOW)).toBe('6d ago');
  });

  it('shows the UTC date from 7 days on', () => {
    expect(relativeTime(NOW - 7 * D, NOW)).toBe('Jun 8, 2025');
    expect(relativeTime(Date.UTC(2024, 0, 5, 23, 30), NOW)).toBe('Jan 5, 2024');
    expect(relativeTime(Date.UTC(2024, 11, 31, 0, 0), NOW)).toBe('Dec 31, 2024');
  });

  it('is empty for an invalid date', () => {
    expect(relativeTime(Number.NaN, NOW)).toBe('');
    expect(relativeTime(Date.parse('nope'), NOW)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initials('John Smith')).toBe('JS');
    expect(initials('mary jane watson')).toBe('MJ');
    expect(initials('  ada   lovelace  ')).toBe('AL');
  });

  it('takes one letter from a single word', () => {
    expect(initials('cher')).toBe('C');
  });

  it('is ? when empty', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });

  it('keeps whole characters outside the basic plane', () => {
    expect(initials('𝒜lice Bob')).toBe('𝒜B');
    expect(initials('émile zola')).toBe('ÉZ');
  });
});
