import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.js';
import { accessGenerationOf } from '../../services.js';
import { openTestDatabase } from '../../test/test-database.js';
import { NotifiedGeneration } from './access-cache.js';

/**
 * The generation a request reads first (docs/decisions/0021): counted from the embedded database's
 * notices, read from PostgreSQL's counter. Either way it has moved once a change of who may do what has
 * returned, and only then.
 */
describe('the access generation', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('has moved when a change of who may do what returns, and not for other writes', async () => {
    const generation = accessGenerationOf(database);
    const before = await generation.current();
    await database.db.execute(sql`update organizations set name = name`);
    expect(await generation.current()).toBe(before);
    await database.db.execute(sql`update users set status = status`);
    const afterOne = await generation.current();
    expect(afterOne).toBeGreaterThan(before);
    // In a transaction: not while it is open, and at once when it has committed.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set role_id = role_id`);
      expect(await generation.current()).toBe(afterOne);
    });
    expect(await generation.current()).toBeGreaterThan(afterOne);
  });
});

describe('a generation counted from notices', () => {
  it('listens once, counts each notice, and listens again after a failed start', async () => {
    const notices: (() => void)[] = [];
    let attempts = 0;
    const generation = new NotifiedGeneration(async (onChange) => {
      attempts += 1;
      if (attempts === 1) throw new Error('not listening yet');
      notices.push(onChange);
    });
    await expect(generation.current()).rejects.toThrow('not listening yet');
    const first = await generation.current();
    notices[0]!();
    notices[0]!();
    expect(await generation.current()).toBe(first + 2);
    expect(attempts).toBe(2);
  });
});
