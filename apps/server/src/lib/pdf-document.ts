import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu, embedded (subset) in each PDF the product makes: unlike the PDF's standard fonts it writes
 * every Latin, Greek and Cyrillic letter a name or a post may hold, and stays selectable text
 * (docs/decisions/0029-pdf-reports.md). Fonts are named `body`, `bold` and `mono`.
 */
const { resolve } = createRequire(import.meta.url);
const FONT_FILES = {
  body: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};
let fonts: [string, Buffer][] | undefined;

/** A PDF being drawn, with the product's fonts, and its bytes once `end()` is called. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<{ document: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  // Loaded on the first PDF, not at start: pdfkit and its font code take about half a second to load.
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument(options);
  // Read once: an export of thousands of posts draws a PDF for each.
  fonts ??= Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(file)]);
  for (const [name, bytes] of fonts) document.registerFont(name, bytes);
  document.font('body');
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolvePdf, reject) => {
    document.on('end', () => resolvePdf(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, bytes };
}
