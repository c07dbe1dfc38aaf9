// One stored-card change per user across API processes. Within a process store_card and remove_card
// already queue per user; on PostgreSQL (several processes) the change also runs in a transaction
// holding a transaction-scoped advisory lock on the user, taken without waiting: a change running in
// another process answers 409 card_change_in_progress instead of interleaving with it (two customers
// at the provider, or the provider's card and ours disagreeing). PGlite is one process's database.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';

/** The advisory lock's first key: the stored-card namespace (the second is the user id). */
const CARD_LOCK_NAMESPACE = 72_026;

export async function withCardLock<T>(database: Database, userId: number, run: (q: Db) => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return run(database.db);
  return database.db.transaction(async (tx) => {
    // node-postgres answers { rows } (the only driver here: PGlite returned above).
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CARD_LOCK_NAMESPACE}, ${userId}) as locked`)) as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) throw new ApiError(409, 'card_change_in_progress', 'Your card is being changed in another window; try again in a moment');
    return run(tx as unknown as Db);
  });
}
