import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { Database } from '../../db/database.js';
import { referenceData } from '../../db/schema.js';

const referenceColumns = {
  id: referenceData.id,
  category: sql<ReferenceCategory>`${referenceData.category}`,
  value: referenceData.value,
  label: referenceData.label,
  sort_order: referenceData.sortOrder,
  active: referenceData.active,
};

export async function listReference(db: Database, category: ReferenceCategory, includeInactive: boolean) {
  return db
    .select(referenceColumns)
    .from(referenceData)
    .where(and(eq(referenceData.category, category), includeInactive ? undefined : eq(referenceData.active, true)))
    .orderBy(asc(referenceData.sortOrder), asc(referenceData.id));
}

export async function findReference(db: Database, id: number) {
  const [row] = await db.select(referenceColumns).from(referenceData).where(eq(referenceData.id, id));
  return row;
}

/** Of the values asked for each category, those that are active entries of it: one query for all. */
export async function findActiveValues<Category extends ReferenceCategory>(
  db: Database,
  asked: Record<Category, string[]>,
): Promise<Record<Category, Set<string>>> {
  const categories = Object.keys(asked) as Category[];
  const rows = await db
    .select({ category: referenceData.category, value: referenceData.value })
    .from(referenceData)
    .where(
      and(
        eq(referenceData.active, true),
        or(...categories.map((category) => and(eq(referenceData.category, category), inArray(referenceData.value, asked[category])))),
      ),
    );
  const found = Object.fromEntries(categories.map((category) => [category, new Set<string>()])) as Record<Category, Set<string>>;
  for (const row of rows) found[row.category as Category].add(row.value);
  return found;
}

export async function labelTaken(db: Database, category: ReferenceCategory, label: string, exceptId: number | undefined) {
  const rows = await db
    .select({ id: referenceData.id })
    .from(referenceData)
    .where(
      and(
        eq(referenceData.category, category),
        or(sql`lower(${referenceData.label}) = lower(${label})`, sql`lower(${referenceData.value}) = lower(${label})`),
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

export async function insertReference(
  db: Database,
  entry: { category: ReferenceCategory; label: string; sortOrder: number | undefined; active: boolean },
) {
  const [row] = await db
    .insert(referenceData)
    .values({
      category: entry.category,
      // The value is what posts keep; it is fixed at creation so that renaming the label keeps them linked.
      value: entry.label,
      label: entry.label,
      sortOrder:
        entry.sortOrder ??
        sql`(select coalesce(max(${referenceData.sortOrder}) + 1, 0) from ${referenceData} where ${referenceData.category} = ${entry.category})`,
      active: entry.active,
    })
    .returning({ id: referenceData.id });
  return row!.id;
}

export async function updateReference(
  db: Database,
  id: number,
  changes: { label: string; sortOrder: number | undefined; active: boolean },
) {
  await db
    .update(referenceData)
    .set({ label: changes.label, active: changes.active, ...(changes.sortOrder === undefined ? {} : { sortOrder: changes.sortOrder }) })
    .where(eq(referenceData.id, id));
}
