import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import yazl from 'yazl';
import { escapeHtml } from '../../lib/escape-html.js';
import type { ImageReader } from '../media/image-store.js';
import type { ArchivedImage, ArchiveRecordRow } from './archive.repository.js';
import { groupByPost, KIND_LABELS, payloadLines, personOf, summarise } from './records-history.js';
import { postPdf } from './records-pdf.js';

/** Where an export reads from, a page of posts at a time. */
export interface ExportSource {
  request: Record<string, unknown>;
  /** Every matched post, in the order they are written. */
  postIds: number[];
  /** Every record of these posts, oldest first. */
  recordsOf(postIds: number[]): Promise<ArchiveRecordRow[]>;
  /** The matching records of no post. */
  otherRecords(): Promise<ArchiveRecordRow[]>;
  /** The names of who acted, by user id. */
  peopleOf(userIds: number[]): Promise<Map<number, string>>;
  /** The archive's copies of images, by SHA-256. */
  archivedImages(sha256s: string[]): Promise<Map<string, ArchivedImage>>;
  /** An image recorded without its hash (before the archive kept images), if it is still stored. */
  readImage: ImageReader;
  madeAt: Date;
}

interface SavedImage {
  url: string;
  content_type: string;
  alt_text: string;
  /** The SHA-256 of its bytes, which the archive keeps; absent in records made before it kept them. */
  sha256?: string | null;
}

/** How a page finds an image's file in the ZIP: by its bytes' hash, or by URL for one recorded without. */
const imageKey = (image: SavedImage) => image.sha256 ?? image.url;

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
        const path = imagePaths.get(imageKey(image));
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

/** Posts read, rendered and written at a time: what the export holds in memory, whatever its size. */
const EXPORT_PAGE_POSTS = 20;

interface ManifestEntry {
  path: string;
  bytes: number;
  sha256: string;
}

/** A post's files: its images, its page as HTML and PDF, and its records as stored. */
async function filesOfPost(postId: number, history: ArchiveRecordRow[], people: Map<number, string>, source: ExportSource) {
  const files: { path: string; bytes: Buffer }[] = [];
  const imagePaths = new Map<string, string>();
  const images = new Map(
    history
      .flatMap((record) => (record.kind === 'post.saved' ? ((JSON.parse(record.payload) as { images?: SavedImage[] }).images ?? []) : []))
      .map((image) => [imageKey(image), image]),
  );
  const archived = await source.archivedImages([...images.values()].flatMap((image) => (image.sha256 ? [image.sha256] : [])));
  for (const [key, image] of images) {
    const stored = image.sha256 ? archived.get(image.sha256) : await source.readImage(image.url);
    if (!stored) continue;
    const sha256 = image.sha256 ?? createHash('sha256').update(stored.bytes).digest('hex');
    const path = `posts/${postId}/images/${sha256}.${extensionOf(stored.contentType)}`;
    if (!files.some((file) => file.path === path)) files.push({ path, bytes: stored.bytes });
    imagePaths.set(key, path);
  }
  files.push({ path: `posts/${postId}/index.html`, bytes: Buffer.from(postPage(postId, history, people, imagePaths)) });
  files.push({ path: `posts/${postId}/index.pdf`, bytes: await postPdf(postId, pageTitle(postId, history), history, people, source.madeAt) });
  files.push({ path: `posts/${postId}/records.json`, bytes: Buffer.from(JSON.stringify(history.map((record) => recordData(record, people)), null, 2)) });
  return files;
}

function actorsOf(records: ArchiveRecordRow[]): number[] {
  return [...new Set(records.flatMap((record) => (record.actorUserId === null ? [] : [record.actorUserId])))];
}

export interface RecordsZip {
  /** The ZIP's bytes as they are made. */
  stream: Readable;
  /** Settles when the last file was added: the manifest's hash and the posts written. */
  written: Promise<{ manifestSha256: string; postIds: number[] }>;
}

/**
 * The ZIP of a records request, streamed: per post `posts/<id>/index.html` (its whole history,
 * readable), `index.pdf`, `records.json` (the records as stored, with their hashes) and its images;
 * `other-records.json` for matching records of no post; and `manifest.json` naming every file with
 * its SHA-256. Posts are read and rendered a page at a time, and the next page only once the ZIP has
 * taken the last: memory holds one page, however many posts the request matches.
 */
export function streamRecordsZip(source: ExportSource): RecordsZip {
  const zip = new yazl.ZipFile();
  // yazl makes it a PassThrough; its types say only NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  const manifest: ManifestEntry[] = [];
  let stopped = false;
  const whenStopped = new Promise<void>((resolve) => output.once('close', () => ((stopped = true), resolve())));
  let lastTaken: Promise<void> = Promise.resolve();

  // yazl keeps what it is given until it ends; a lazy entry gives it the bytes only when it writes them.
  const add = (path: string, bytes: Buffer) => {
    manifest.push({ path, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const held: { bytes?: Buffer } = { bytes };
    lastTaken = new Promise<void>((taken) => {
      zip.addReadStreamLazy(path, { mtime: source.madeAt }, (give) => {
        taken();
        give(null, new PassThrough().end(held.bytes));
        held.bytes = undefined;
      });
    });
  };

  const written = (async () => {
    for (let start = 0; start < source.postIds.length && !stopped; start += EXPORT_PAGE_POSTS) {
      const records = await source.recordsOf(source.postIds.slice(start, start + EXPORT_PAGE_POSTS));
      const people = await source.peopleOf(actorsOf(records));
      for (const [postId, history] of groupByPost(records).byPost) {
        for (const file of await filesOfPost(postId, history, people, source)) add(file.path, file.bytes);
      }
      // The ZIP has written everything before the page's last file once it asks for that one.
      await Promise.race([lastTaken, whenStopped]);
    }
    if (stopped) return { manifestSha256: '', postIds: [] };
    const other = await source.otherRecords();
    if (other.length > 0) {
      const people = await source.peopleOf(actorsOf(other));
      add('other-records.json', Buffer.from(JSON.stringify(other.map((record) => recordData(record, people)), null, 2)));
    }
    const manifestBytes = Buffer.from(JSON.stringify({ made_at: source.madeAt.toISOString(), request: source.request, files: manifest }, null, 2));
    add('manifest.json', manifestBytes);
    zip.end();
    return { manifestSha256: createHash('sha256').update(manifestBytes).digest('hex'), postIds: source.postIds };
  })();
  written.catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: output, written };
}

/**
 * Passes a stream on, hashing it, and holds its last piece back until `seal` has run with the SHA-256
 * of the whole: a reader gets the complete file only once it is on record. When `seal` fails the
 * stream fails, and the reader has a cut file, not a sealed one.
 */
export function sealedStream(source: Readable, seal: (sha256: string) => Promise<void>): Readable {
  const hash = createHash('sha256');
  let held: Buffer | undefined;
  const sealed = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      const previous = held;
      held = chunk;
      done(null, previous);
    },
    flush(done) {
      seal(hash.digest('hex')).then(
        () => done(null, held),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  source.on('error', (error) => sealed.destroy(error));
  sealed.once('close', () => source.destroy());
  return source.pipe(sealed);
}
