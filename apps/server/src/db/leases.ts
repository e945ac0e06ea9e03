import { sql } from 'drizzle-orm';

/** The end of a job's lease taken now, computed by the database so that every worker reads one clock. */
export function leaseFromNow(leaseMs: number) {
  return sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'`;
}
