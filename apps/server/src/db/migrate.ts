import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './database.js';
import type * as schema from './schema.js';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed.js';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Brings the schema up to date and seeds what a first start needs; safe to run on every start. */
export async function migrateAndSeed(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  return handle.withExclusiveLock(async (db) => {
    const migrationConfig = { migrationsFolder: MIGRATIONS_FOLDER };
    if (handle.kind === 'pglite') {
      await migratePglite(db as PgliteDatabase<typeof schema>, migrationConfig);
    } else {
      // Loaded only for PostgreSQL, as its driver is (database.ts).
      const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
      await migratePostgres(db as NodePgDatabase<typeof schema>, migrationConfig);
    }
    return seedDatabase(db, options);
  });
}
