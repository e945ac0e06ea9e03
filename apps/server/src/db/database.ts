import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

/** The one database type the repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database inside a transaction: what work that must be part of one (or be one) asks for. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotice` after each committed transaction that sent a notice on `channel`, before the
   * statement that committed it returns. The embedded database only: it runs in this process alone.
   */
  listen?(channel: string, onNotice: () => void): Promise<void>;
  /** Runs `work` holding a lock that other processes sharing the database respect. */
  withExclusiveLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-image'; image: Blob };

export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Loaded only for PostgreSQL, not at every start on the embedded database: pg and Drizzle's driver
    // for it took a few hundredths of a second to load (docs/decisions/0021).
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(target.url, onPoolError);
  }
  return openPglite(target);
}

async function openPglite(
  target: Extract<DatabaseTarget, { kind: 'pglite' } | { kind: 'pglite-image' }>,
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir);
  } else {
    client = new PGlite({ loadDataDir: target.image });
  }
  await client.waitReady;
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  takeTurnsWithTheEventLoop(client);
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in this process: nothing else can hold the database meanwhile.
    withExclusiveLock: (work) => work(db),
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    close: () => client.close(),
  };
}

/**
 * PGlite runs statements on the event loop's own thread, and Node accepts at most one new connection
 * per turn of the loop. Left alone, queued statements run back to back within one turn (each one
 * started by the end of the one before), and under load new connections wait in the kernel for as
 * long as the load lasts. So each statement (a transaction counts as one) starts on a turn of its
 * own, after the connections and requests that arrived meanwhile have been taken in. The order stays
 * first come, first served, as PGlite's own lock keeps it.
 */
function takeTurnsWithTheEventLoop(client: PGlite): void {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <Method extends (...args: never[]) => Promise<unknown>>(method: Method): Method =>
    ((...args: Parameters<Method>) => {
      const turn = previous
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => method.apply(client, args));
      previous = turn.catch(() => {});
      return turn;
    }) as Method;
  client.query = inTurn(client.query);
  client.exec = inTurn(client.exec);
  client.transaction = inTurn(client.transaction);
}
