import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * DejaVu, embedded (subset) in each PDF the product makes: unlike the PDF's standard fonts it writes
 * every Latin, Greek and Cyrillic letter a name or a post may hold, and stays selectable text
 * (docs/decisions/0029-pdf-reports.md). Fonts are named `body`, `bold` and `mono`.
 */
const { resolve } = createRequire(import.meta.url);
const FONTS = {
  body: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};

/** A PDF being drawn, with the product's fonts, and its bytes once `end()` is called. */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): { document: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const document = new PDFDocument(options);
  for (const [name, file] of Object.entries(FONTS)) document.registerFont(name, file);
  document.font('body');
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolvePdf, reject) => {
    document.on('end', () => resolvePdf(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, bytes };
}
