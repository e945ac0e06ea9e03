import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.js';
import * as schema from './schema.js';
import { currentOrganizationScopeSetting, isInAnyScope } from './organization-scope.js';

/** Any number: migrations and seed of every process sharing one PostgreSQL serialise on it. */
const MIGRATION_LOCK_KEY = 720_514_001;

export async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<DatabaseHandle> {
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
