/** A keyset position: the time and id of the last row of the previous page, opaque to clients. */
export interface Cursor {
  at: string;
  id: string;
}

export const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

/** The cursor a client sent back, or null when it is absent or not one of ours. */
export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const [at, id] = Buffer.from(raw, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { at: new Date(at).toISOString(), id };
}
