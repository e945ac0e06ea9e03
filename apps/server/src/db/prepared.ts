import type { Database } from './database.js';

/**
 * A prepared statement per database handle. The queries that run on every request are prepared once
 * so that PostgreSQL plans them once per connection instead of on every call (planning cost more than
 * running them: docs/decisions/0005-prepared-hot-queries.md).
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
