import { and, count, desc, eq } from 'drizzle-orm';
import type { CheckedFact, FactCategory } from '@roi/contract/facts';
import type { Database } from '../../db/database.js';
import { facts, organizations } from '../../db/schema.js';

export interface StoredFact {
  fact_id: number;
  organizationId: number;
  statement: string;
  value: string;
  category: FactCategory;
  source: string;
  as_of: string;
  stale_after: string | null;
}

const COLUMNS = {
  fact_id: facts.id,
  organizationId: facts.organizationId,
  statement: facts.statement,
  value: facts.value,
  category: facts.category,
  source: facts.source,
  as_of: facts.asOf,
  stale_after: facts.staleAfter,
};

/** The organisation's facts, the most recently true first. */
export async function listFacts(db: Database, organizationId: number): Promise<StoredFact[]> {
  return db.select(COLUMNS).from(facts).where(eq(facts.organizationId, organizationId)).orderBy(desc(facts.asOf), desc(facts.id));
}

export async function findFact(db: Database, factId: number): Promise<StoredFact | undefined> {
  const [row] = await db.select(COLUMNS).from(facts).where(eq(facts.id, factId));
  return row;
}

export async function countFacts(db: Database, organizationId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(facts).where(eq(facts.organizationId, organizationId));
  return Number(row?.count ?? 0);
}

export async function organizationExists(db: Database, organizationId: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  return row !== undefined;
}

/** Stores the facts in one statement: all of them or, on any failure, none. */
export async function insertFacts(db: Database, organizationId: number, createdBy: number, rows: readonly CheckedFact[]): Promise<StoredFact[]> {
  if (rows.length === 0) return [];
  return db
    .insert(facts)
    .values(
      rows.map((row) => ({
        organizationId,
        createdBy,
        statement: row.statement,
        value: row.value,
        category: row.category,
        source: row.source,
        asOf: row.as_of,
        staleAfter: row.stale_after,
      })),
    )
    .returning(COLUMNS);
}

export async function deleteFact(db: Database, factId: number, organizationId: number): Promise<void> {
  await db.delete(facts).where(and(eq(facts.id, factId), eq(facts.organizationId, organizationId)));
}
