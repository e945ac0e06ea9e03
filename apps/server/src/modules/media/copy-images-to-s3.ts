import type { ImageStore, ListedImageStore } from './image-store.js';

/**
 * Copies every image of the database's own store (files beside PGlite, rows of PostgreSQL) into the
 * bucket, under the same name, so that the addresses records hold are served once S3 is switched on.
 * One at a time, so that only one image is held in memory; copying again writes the same bytes.
 */
export async function copyImagesToS3(from: ListedImageStore, to: ImageStore, onCopied: (name: string) => void): Promise<number> {
  let copied = 0;
  for (const name of await from.names()) {
    const image = await from.read(name);
    if (!image) continue;
    await to.save(name, image);
    copied += 1;
    onCopied(name);
  }
  return copied;
}
