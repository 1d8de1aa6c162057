import { sql, type SQL } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.ts';

/**
 * The ids of the members whose e-mail, name or display name contains `search` (case-insensitive). Each
 * column is matched on its own, so each reads its trigram index (migration 0017); an `or` across users
 * and profiles would read every member.
 */
export function membersMatching(search: string): SQL {
  const p = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(select ${users.id} from ${users} where ${users.email} ilike ${p} or ${users.name} ilike ${p}
    union select ${profiles.userId} from ${profiles} where ${profiles.displayName} ilike ${p})`;
}
