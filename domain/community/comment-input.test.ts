import { describe, expect, it } from 'vitest';
import { commentInput, commentRights, COMMENT_MAX_LENGTH } from './comment-input.ts';

describe('comment input', () => {
  it('trims and refuses blank text', () => {
    expect(commentInput.parse({ content: '  Nice car  ' })).toEqual({ content: 'Nice car' });
    expect(commentInput.safeParse({ content: '   \n ' }).success).toBe(false);
    expect(commentInput.safeParse({ content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }).success).toBe(false);
  });
});

describe('comment rights (SPEC 6)', () => {
  const author = { id: 'u1', isAdmin: false };
  const other = { id: 'u2', isAdmin: false };
  const admin = { id: 'a', isAdmin: true };
  it('lets the author edit and delete their own comment', () => {
    expect(commentRights({ userId: 'u1' }, author)).toEqual({ canEdit: true, canDelete: true });
    expect(commentRights({ userId: 'u1' }, other)).toEqual({ canEdit: false, canDelete: false });
    expect(commentRights({ userId: 'u1' }, null)).toEqual({ canEdit: false, canDelete: false });
  });
  it('lets an admin edit and delete any comment, but never edit a system comment', () => {
    expect(commentRights({ userId: 'u1' }, admin)).toEqual({ canEdit: true, canDelete: true });
    expect(commentRights({ userId: null }, admin)).toEqual({ canEdit: false, canDelete: true });
    expect(commentRights({ userId: null }, other)).toEqual({ canEdit: false, canDelete: false });
  });
});
