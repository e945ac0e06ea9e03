import { stringify } from 'csv-stringify/sync';

/**
 * A CSV download as the API answers it (a header row, then one row per record, in the columns given),
 * named after what it holds and the day: what every export of the product writes.
 */
export function csvFile(baseName: string, rows: Record<string, unknown>[], columns: readonly string[]) {
  const stamp = new Date().toISOString().slice(0, 10);
  const content = stringify(rows, { header: true, columns: [...columns] });
  return { file_name: `${baseName}-${stamp}.csv`, content_type: 'text/csv', content, count: rows.length };
}
