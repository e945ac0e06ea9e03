import { setTimeout as waitFor } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** How many of the test database's backends are waiting for a lock (PostgreSQL only). */
export async function backendsWaitingForLocks(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { waiting: number }[] };
  return result.rows[0]!.waiting;
}

/** Waits until at least `count` of the test database's backends wait for a lock. */
export async function untilWaitingForLocks(db: Database, count: number): Promise<void> {
  while ((await backendsWaitingForLocks(db)) < count) await waitFor(20);
}
