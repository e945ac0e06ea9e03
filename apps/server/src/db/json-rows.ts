import { Column, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** Named columns and expressions, as given to `db.select(...)`. */
export type JsonRowSelection = Record<string, PgColumn | SQL>;

/** The rows such a selection reads, typed as `db.select(selection)` would answer them. */
export type JsonRow<TSelection extends JsonRowSelection> = SelectResultFields<TSelection>;

/**
 * The rows of `selection` as one JSON array value: so that one statement can answer a page and what
 * belongs to it (its targets, its reviews), each as a column of a single row (docs/decisions/0021).
 * An aggregate: with no rows it is `[]`.
 */
export function jsonRowsOf(selection: JsonRowSelection, orderBy: SQLWrapper[]): SQL<unknown> {
  const fields = sql.join(
    Object.entries(selection).map(([name, field]) => sql`${sql.raw(`'${name}'`)}, ${field}`),
    sql`, `,
  );
  return sql`coalesce(json_agg(json_build_object(${fields}) order by ${sql.join(orderBy, sql`, `)}), '[]')`;
}

/**
 * Rows read back from `jsonRowsOf`, each column's value mapped the way Drizzle maps that column (a
 * timestamp's text to a Date, and so on): the same rows `db.select(selection)` would have answered. An
 * expression's value is kept as JSON has it, so expressions are numbers, text, booleans or JSON.
 */
export function rowsFromJson<TSelection extends JsonRowSelection>(selection: TSelection, value: unknown): JsonRow<TSelection>[] {
  const rows = value as Record<string, unknown>[];
  const fields = Object.entries(selection);
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const [name, field] of fields) {
      const raw = row[name];
      mapped[name] = raw !== null && field instanceof Column ? field.mapFromDriverValue(raw) : raw;
    }
    return mapped as JsonRow<TSelection>;
  });
}
