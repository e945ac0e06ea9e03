import pg from 'pg';

/** One short connection for statements that cannot run in a pool, such as CREATE DATABASE. */
export async function withAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
