import {
  POST_IMPORT_COLUMNS,
  POST_IMPORT_MAX_BYTES,
  POST_IMPORT_MAX_ROWS,
  POST_IMPORT_OPTIONAL_COLUMNS,
  type PostImportColumn,
} from '@roi/contract/post-import';
import { readCsvFile, type CsvRow } from '../../lib/csv-file.js';
import { escapeHtml } from '../../lib/escape-html.js';

export type ImportedCells = CsvRow<PostImportColumn>;

/** The rows of an uploaded file of posts: at most 1 MB and 1,000 rows (readCsvFile says what else is checked). */
export function readPostsFile(fileBase64: string): ImportedCells[] {
  return readCsvFile(fileBase64, {
    columns: POST_IMPORT_COLUMNS,
    optional: POST_IMPORT_OPTIONAL_COLUMNS,
    maxBytes: POST_IMPORT_MAX_BYTES,
    maxRows: POST_IMPORT_MAX_ROWS,
    messages: { tooLarge: 'importFileTooLarge', tooManyRows: 'importTooManyRows', empty: 'importEmpty' },
  });
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
