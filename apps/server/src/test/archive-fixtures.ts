import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { archiveRecords } from '../db/schema.js';

/** An organisation's archive records (of one post, when given), in the chain's order. */
export function archiveRecordsOf(db: Database, organizationId: number, postId?: number) {
  return db
    .select()
    .from(archiveRecords)
    .where(and(eq(archiveRecords.organizationId, organizationId), postId === undefined ? undefined : eq(archiveRecords.postId, postId)))
    .orderBy(asc(archiveRecords.seq));
}

/** Runs `change` as raw SQL with the append-only trigger off, as someone with the database's keys could. */
export async function behindTheProductsBack(db: Database, change: (tx: Database) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table archive_records disable trigger archive_records_append_only`);
    await change(tx);
    await tx.execute(sql`alter table archive_records enable trigger archive_records_append_only`);
  });
}
