import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { MessageKey } from '@roi/contract/messages';
import { AppError } from './app-error.js';

/** What an import takes from a file: its columns, those it may leave out, and its limits and messages. */
export interface CsvFileSpec<Column extends string> {
  columns: readonly Column[];
  optional: readonly Column[];
  maxBytes: number;
  maxRows: number;
  messages: { tooLarge: MessageKey; tooManyRows: MessageKey; empty: MessageKey };
}

export type CsvRow<Column extends string> = Record<Column, string> & { line: number };

/**
 * The rows of an uploaded file, checked by what its bytes are, not by its name or type: within the size,
 * UTF-8 text (a byte-order mark is dropped), no NUL, CSV with a header naming the columns (in any order
 * and case; spaces, dashes and underscores alike).
 */
export function readCsvFile<Column extends string>(fileBase64: string, spec: CsvFileSpec<Column>): CsvRow<Column>[] {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(fileBase64)) throw new AppError(400, 'importNotCsv');
  const bytes = Buffer.from(fileBase64, 'base64');
  if (bytes.length > spec.maxBytes) throw new AppError(413, spec.messages.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError(400, 'importNotUtf8');
  }
  if (text.includes('\u0000')) throw new AppError(400, 'importNotUtf8');
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, info: false }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    throw new AppError(400, 'importNotCsv', { message: `The file is not a CSV file the product can read: ${reason}` });
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new AppError(400, spec.messages.empty);
  const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  const names = header.map(normalise);
  const positions = new Map(spec.columns.map((column) => [column, names.indexOf(normalise(column))]));
  const missing = spec.columns.filter((column) => !spec.optional.includes(column) && positions.get(column) === -1);
  if (missing.length > 0) {
    throw new AppError(400, 'importMissingColumns', {
      message: `The file lacks columns the product needs: ${missing.join(', ')}. The first line must name the columns (${spec.columns.join(', ')}).`,
    });
  }
  if (rows.length > spec.maxRows) throw new AppError(400, spec.messages.tooManyRows);
  return rows.map((row, index) => {
    const cells = Object.fromEntries(
      spec.columns.map((column) => {
        const position = positions.get(column)!;
        return [column, position === -1 ? '' : untextCell((row[position] ?? '').trim())];
      }),
    ) as Record<Column, string>;
    // Rows are counted from the header's line; a quoted cell over several lines makes this approximate, which
    // is why problems also name the row's text.
    return { ...cells, line: index + 2 };
  });
}

/**
 * A text cell a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one), or one that only an apostrophe already keeps from being one: opening an export must never
 * run what someone typed into a post or a campaign's name.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * Such a cell is written with one more apostrophe in front, which spreadsheets read as "this is text";
 * numbers (written as numbers) are left alone, so a negative figure stays a figure.
 */
function textCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell as it was before `textCell`, so that an export imports back to the same text. */
function untextCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}

/**
 * A CSV download as the API answers it (a header row, then one row per record, in the columns given),
 * named after what it holds and the day: what every export of the product writes.
 */
export function csvFile(baseName: string, rows: Record<string, unknown>[], columns: readonly string[]) {
  const stamp = new Date().toISOString().slice(0, 10);
  const content = stringify(rows, { header: true, columns: [...columns], cast: { string: textCell } });
  return { file_name: `${baseName}-${stamp}.csv`, content_type: 'text/csv', content, count: rows.length };
}
