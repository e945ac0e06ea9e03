import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { currentOrganizationScopeSetting, isInAnyScope } from './organization-scope.js';

/** The one database type the repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database inside a transaction: what work that must be part of one (or be one) asks for. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` holding a lock that other processes sharing the database respect. */
  withExclusiveLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-image'; image: Blob };

/** Any number: migrations and seed of every process sharing one PostgreSQL serialise on it. */
const MIGRATION_LOCK_KEY = 720_514_001;

export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, onPoolError);
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

async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new OrganizationScopedPool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server must not take the process down; the next query reconnects.
  pool.on('error', onPoolError);
  const db: Database = drizzlePostgres({ client: pool, schema });
  await pool.query('select 1');
  return {
    db,
    kind: 'postgres',
    async withExclusiveLock(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(drizzlePostgres({ client: connection, schema }));
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

const UNSCOPED = '';
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A pool that sets every connection it hands out to the organisation scope of the work that asked
 * for it: the role roi_tenant and roi.organization_scope inside a scope (row-level security applies),
 * the owner outside one. pg's pool.query takes its connection through connect() too, so single
 * queries and transactions are both covered.
 */
class OrganizationScopedPool extends pg.Pool {
  private readonly appliedScope = new WeakMap<pg.PoolClient, string>();

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => {
      this.appliedScope.set(client, UNSCOPED);
      // A connection that dies while handed out fails its query, and also emits 'error', which pg's
      // pool listens for only while the connection is idle: unheard, it would end the process.
      client.on('error', () => {});
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // Read now, in the asking work's context: the client may be handed over from another one.
    const scope = isInAnyScope() ? undefined : (currentOrganizationScopeSetting() ?? UNSCOPED);
    const scoped = super.connect().then((client) => (scope === undefined ? client : this.applyScope(client, scope)));
    if (!callback) return scoped;
    scoped.then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  private async applyScope(client: pg.PoolClient, scope: string): Promise<pg.PoolClient> {
    if (this.appliedScope.get(client) === scope) return client;
    const [role, setting] = scope === UNSCOPED ? ['none', ''] : ['roi_tenant', scope];
    try {
      await client.query("select set_config('role', $1, false), set_config('roi.organization_scope', $2, false)", [role, setting]);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    this.appliedScope.set(client, scope);
    return client;
  }
}
