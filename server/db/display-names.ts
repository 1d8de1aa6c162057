import { eq, inArray } from 'drizzle-orm';
import { profiles, users } from './schema.ts';
import type { DbOrTx } from './tx.ts';

/** SPEC 3: a sender's display_name is looked up from profiles (the account's name when it has none). */
export async function displayNames(db: DbOrTx, userIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(userIds.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.displayName?.trim() || r.name]));
}
