import type { Rule } from 'eslint';

/** Drizzle variable -> SQL table name, read from server/db/schema.ts. */
export const TABLE_OF_VARIABLE: Record<string, string>;
/** server/db/table-owners.json's tables: each table's owning module, and the writes of other modules kept as debt. */
export const TABLE_OWNERS: Record<string, { owner: string; debt?: Record<string, string> }>;
export function moduleOf(file: string): string | null;
export function mayWrite(module: string, table: string): boolean;
export const tableOwners: Rule.RuleModule;
