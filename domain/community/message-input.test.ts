import { describe, expect, it } from 'vitest';
import { replySubject, trimmedMessage } from './message-input.ts';

describe('message compose rules (SPEC 5)', () => {
  it('needs subject and message after trimming', () => {
    expect(trimmedMessage('  Hi ', ' there ')).toEqual({ subject: 'Hi', content: 'there' });
    expect(trimmedMessage('   ', 'text')).toBeNull();
    expect(trimmedMessage('Subject', ' \n ')).toBeNull();
  });

  it("replies take 'Re: {subject}' once", () => {
    expect(replySubject('1967 Mustang')).toBe('Re: 1967 Mustang');
    expect(replySubject('Re: 1967 Mustang')).toBe('Re: 1967 Mustang');
    expect(replySubject('RE: question')).toBe('RE: question');
  });
});
