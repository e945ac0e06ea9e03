import { createHash } from 'node:crypto';
import yazl from 'yazl';
import { escapeHtml } from '../../lib/escape-html.js';
import { nameOfStoredImage, type ImageStore } from '../media/image-store.js';
import type { ArchiveRecordRow } from './archive.repository.js';
import { groupByPost, KIND_LABELS, payloadLines, personOf, summarise } from './records-history.js';
import { postPdf } from './records-pdf.js';

interface ExportInput {
  request: Record<string, unknown>;
  records: ArchiveRecordRow[];
  /** Who acted, by user id. */
  people: Map<number, string>;
  madeAt: Date;
  images: ImageStore;
}

interface SavedImage {
  url: string;
  content_type: string;
  alt_text: string;
}

/** A record as the JSON files give it: what is stored, the payload read. */
function recordData(record: ArchiveRecordRow, people: Map<number, string>) {
  return {
    seq: record.seq,
    post_id: record.postId,
    kind: record.kind,
    content_type: record.contentType,
    actor_user_id: record.actorUserId,
    actor_name: record.actorUserId === null ? null : (people.get(record.actorUserId) ?? null),
    recorded_at: record.recordedAt.toISOString(),
    payload: JSON.parse(record.payload) as Record<string, unknown>,
    previous_hash: record.previousHash,
    hash: record.hash,
  };
}

/** The payload's fields as a definition list; the post's own words as text, never as markup. */
function describe(payload: Record<string, unknown>): string {
  const rows = payloadLines(payload).map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`);
  return `<dl>${rows.join('')}</dl>`;
}

function pageTitle(postId: number, history: ArchiveRecordRow[]): string {
  const { campaign } = summarise(postId, history);
  return `Post ${postId}${campaign ? `: ${campaign}` : ''}`;
}

function postPage(postId: number, history: ArchiveRecordRow[], people: Map<number, string>, imagePaths: Map<string, string>): string {
  const summary = summarise(postId, history);
  const entries = history.map((record) => {
    const payload = JSON.parse(record.payload) as Record<string, unknown>;
    const who = personOf(record, people);
    const images = ((payload.images as SavedImage[] | undefined) ?? [])
      .map((image) => {
        const path = imagePaths.get(image.url);
        return path
          ? `<li><img src="${escapeHtml(path.replace(/^posts\/\d+\//, ''))}" alt="${escapeHtml(image.alt_text)}" width="240"></li>`
          : `<li>${escapeHtml(image.url)} (the file is no longer stored)</li>`;
      })
      .join('');
    return `<section>
<h2>${escapeHtml(KIND_LABELS[record.kind] ?? record.kind)}</h2>
<p><time datetime="${record.recordedAt.toISOString()}">${escapeHtml(record.recordedAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time> · ${escapeHtml(who)} · record ${record.seq}</p>
${describe(payload)}
${images ? `<ul>${images}</ul>` : ''}
<p class="hash">SHA-256 ${record.hash}</p>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Post ${postId}: public record</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
section{border-top:1px solid #ccc;padding:.5rem 0}dt{font-weight:600}dd{margin:0 0 .5rem 1rem;white-space:pre-wrap}
.hash{font-family:monospace;font-size:.8rem;color:#555;word-break:break-all}</style></head>
<body>
<h1>${escapeHtml(pageTitle(postId, history))}</h1>
<p>${history.length} ${history.length === 1 ? 'record' : 'records'}, ${escapeHtml(summary.first_recorded_at)} to ${escapeHtml(summary.last_recorded_at)}.${summary.deleted ? ' The post was deleted from the product; its records are kept.' : ''}</p>
${entries.join('\n')}
</body>
</html>
`;
}

function extensionOf(contentType: string): string {
  return { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }[contentType] ?? 'bin';
}

/**
 * The ZIP of a records request: per post `posts/<id>/index.html` (its whole history, readable),
 * `posts/<id>/records.json` (the records as stored, with their hashes) and its images as they are
 * still stored; `other-records.json` for matching records of no post; and `manifest.json` naming every
 * file with its SHA-256.
 */
export async function buildRecordsZip(input: ExportInput): Promise<{ bytes: Buffer; manifestSha256: string; postIds: number[] }> {
  const { byPost, other } = groupByPost(input.records);
  const files: { path: string; bytes: Buffer }[] = [];
  for (const [postId, history] of byPost) {
    const imagePaths = new Map<string, string>();
    const urls = new Set(
      history.flatMap((record) => (record.kind === 'post.saved' ? ((JSON.parse(record.payload) as { images?: SavedImage[] }).images ?? []) : [])).map((image) => image.url),
    );
    for (const url of urls) {
      const stored = await input.images.read(nameOfStoredImage(url));
      if (!stored) continue;
      const path = `posts/${postId}/images/${imagePaths.size + 1}.${extensionOf(stored.contentType)}`;
      imagePaths.set(url, path);
      files.push({ path, bytes: stored.bytes });
    }
    files.push({ path: `posts/${postId}/index.html`, bytes: Buffer.from(postPage(postId, history, input.people, imagePaths)) });
    files.push({ path: `posts/${postId}/index.pdf`, bytes: await postPdf(postId, pageTitle(postId, history), history, input.people, input.madeAt) });
    files.push({
      path: `posts/${postId}/records.json`,
      bytes: Buffer.from(JSON.stringify(history.map((record) => recordData(record, input.people)), null, 2)),
    });
  }
  if (other.length > 0) {
    files.push({ path: 'other-records.json', bytes: Buffer.from(JSON.stringify(other.map((record) => recordData(record, input.people)), null, 2)) });
  }
  const manifest = Buffer.from(
    JSON.stringify(
      {
        made_at: input.madeAt.toISOString(),
        request: input.request,
        files: files.map((file) => ({ path: file.path, bytes: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex') })),
      },
      null,
      2,
    ),
  );
  const zip = new yazl.ZipFile();
  for (const file of [...files, { path: 'manifest.json', bytes: manifest }]) zip.addBuffer(file.bytes, file.path, { mtime: input.madeAt });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), manifestSha256: createHash('sha256').update(manifest).digest('hex'), postIds: [...byPost.keys()] };
}
