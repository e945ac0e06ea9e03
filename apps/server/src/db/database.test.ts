import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type DatabaseHandle } from './database.js';

describe('the embedded database under a queue of statements', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = wrapPglite(await PGlite.create());
  });
  afterAll(() => database.close());

  it('lets a new connection in while the queue is still long, instead of after it', async () => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const STATEMENTS = 200;
    let finished = 0;
    const queue = Array.from({ length: STATEMENTS }, () =>
      database.db.execute(sql`select count(*) from generate_series(1, 2000)`).then(() => (finished += 1)),
    );
    const accepted = once(server, 'connection').then(([socket]) => {
      (socket as net.Socket).destroy();
      return finished;
    });
    const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    client.on('error', () => {});
    const finishedWhenAccepted = await accepted;
    await Promise.all(queue);
    client.destroy();
    server.close();
    expect(finishedWhenAccepted).toBeLessThan(STATEMENTS / 2);
  });
});
