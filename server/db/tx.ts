import type { Db } from './connect.ts';

/** An open transaction of the app's database (DESIGN "Style": one definition below the modules). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database handle or an open transaction: a write made with it commits or rolls back with the caller's. */
export type DbOrTx = Db | Tx;

/** drizzle's execute answers { rows } on both drivers (PGlite and node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
