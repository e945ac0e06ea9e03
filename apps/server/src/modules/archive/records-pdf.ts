import { newPdfDocument } from '../../lib/pdf-document.js';
import type { ArchiveRecordRow } from './archive.repository.js';
import { KIND_LABELS, payloadLines, personOf } from './records-history.js';

/**
 * A post's whole history as a PDF, the same as its HTML page, for those who file records on paper or
 * in a document system. Latin, Greek and Cyrillic letters show in it; other scripts and emoji do not
 * (the HTML page and the JSON hold them).
 */
export async function postPdf(postId: number, title: string, history: ArchiveRecordRow[], people: Map<number, string>, madeAt: Date): Promise<Buffer> {
  const { document, bytes } = await newPdfDocument({ size: 'A4', margin: 56, info: { Title: title, CreationDate: madeAt } });
  document.font('bold').fontSize(16).text(title);
  document.moveDown(0.5).font('body').fontSize(10).text(`Post ${postId}: ${history.length} ${history.length === 1 ? 'record' : 'records'}.`);
  for (const record of history) {
    document.moveDown();
    document.font('bold').fontSize(12).text(KIND_LABELS[record.kind] ?? record.kind);
    document
      .font('body')
      .fontSize(9)
      .fillColor('#444444')
      .text(`${record.recordedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${personOf(record, people)} · record ${record.seq}`);
    document.fillColor('#000000').fontSize(10);
    for (const [label, value] of payloadLines(JSON.parse(record.payload) as Record<string, unknown>)) {
      document.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);
    }
    document.font('mono').fontSize(7).fillColor('#444444').text(`SHA-256 ${record.hash}`).fillColor('#000000');
  }
  document.end();
  return bytes;
}
