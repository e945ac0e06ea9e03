import { parse } from 'csv-parse/sync';
import {
  POST_IMPORT_COLUMNS,
  POST_IMPORT_MAX_BYTES,
  POST_IMPORT_MAX_ROWS,
  POST_IMPORT_OPTIONAL_COLUMNS,
  type PostImportColumn,
} from '@roi/contract/post-import';
import { AppError } from '../../lib/app-error.js';

export type ImportedCells = Record<PostImportColumn, string> & { line: number };

const REQUIRED_COLUMNS = POST_IMPORT_COLUMNS.filter((column) => !POST_IMPORT_OPTIONAL_COLUMNS.includes(column));

/**
 * The rows of an uploaded file, checked by what its bytes are, not by its name or type: at most 1 MB,
 * UTF-8 text (a byte-order mark is dropped), no NUL, CSV with a header naming the columns.
 */
export function readPostsFile(fileBase64: string): ImportedCells[] {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(fileBase64)) throw new AppError(400, 'importNotCsv');
  const bytes = Buffer.from(fileBase64, 'base64');
  if (bytes.length > POST_IMPORT_MAX_BYTES) throw new AppError(413, 'importFileTooLarge');
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
  if (!header || rows.length === 0) throw new AppError(400, 'importEmpty');
  const names = header.map((name) => name.trim().toLowerCase().replace(/[\s_-]+/g, ' '));
  const positions = new Map(POST_IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)]));
  const missing = REQUIRED_COLUMNS.filter((column) => positions.get(column) === -1);
  if (missing.length > 0) {
    throw new AppError(400, 'importMissingColumns', {
      message: `The file lacks columns the product needs: ${missing.join(', ')}. The first line must name the columns (${POST_IMPORT_COLUMNS.join(', ')}).`,
    });
  }
  if (rows.length > POST_IMPORT_MAX_ROWS) throw new AppError(400, 'importTooManyRows');
  return rows.map((row, index) => {
    const cells = Object.fromEntries(
      POST_IMPORT_COLUMNS.map((column) => {
        const position = positions.get(column)!;
        return [column, position === -1 ? '' : (row[position] ?? '').trim()];
      }),
    ) as Record<PostImportColumn, string>;
    // Rows are counted from the header's line; a quoted cell over several lines makes this approximate, which
    // is why problems also name the row's text.
    return { ...cells, line: index + 2 };
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A cell's text as the editor would hold it: a paragraph per block of lines between blank lines, a line
 * break within one, which is what a post's text (and so an export) gives back.
 */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${paragraph.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
