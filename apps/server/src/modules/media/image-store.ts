import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { UPLOADS_PATH } from '@roi/contract/constants';
import type { Database, DatabaseHandle } from '../../db/database.js';
import { storedImages } from '../../db/schema.js';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where stored pictures, logos and post images are kept, by the random name in their URL
 * (`/uploads/<name>`). Only the server writes them, always re-encoded from what was uploaded.
 */
export interface ImageStore {
  save(name: string, image: StoredImage): Promise<void>;
  /** The image of a name, or undefined when there is none (or the name is not one the server makes). */
  read(name: string): Promise<StoredImage | undefined>;
  remove(name: string): Promise<void>;
}

/** A store that can name everything it holds: the database's own, whose images can be copied to S3. */
export interface ListedImageStore extends ImageStore {
  names(): Promise<string[]>;
}

/**
 * Where images are kept without S3: rows of PostgreSQL, so that any number of server processes serve
 * what any of them stored; files beside the embedded database, which is one process's.
 */
export function databaseImageStore(database: DatabaseHandle, uploadsDir: string): ListedImageStore {
  return database.kind === 'postgres' ? new DatabaseImageStore(database.db) : new DirectoryImageStore(uploadsDir);
}

/** The names the server gives: 32 hex digits and the format's extension. Nothing else is ever looked up. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The URL an image of this name is served at, and back. */
export const urlOfStoredImage = (name: string) => `${UPLOADS_PATH}/${name}`;
export const nameOfStoredImage = (url: string) => url.slice(UPLOADS_PATH.length + 1);

/** Reads a stored image by its URL; undefined for one that is not (or no longer) stored here. */
export type ImageReader = (url: string) => Promise<StoredImage | undefined>;

export function imageReaderOf(store: ImageStore): ImageReader {
  return async (url) => (url.startsWith(`${UPLOADS_PATH}/`) ? store.read(nameOfStoredImage(url)) : undefined);
}

/** Files in one directory: the embedded default, where one process serves everything. */
export class DirectoryImageStore implements ListedImageStore {
  constructor(private readonly directory: string) {}

  async save(name: string, image: StoredImage): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await writeFile(this.fileOf(name), image.bytes);
  }

  async read(name: string): Promise<StoredImage | undefined> {
    const format = STORED_NAME.exec(name)?.[1];
    if (!format) return undefined;
    try {
      return { bytes: await readFile(this.fileOf(name)), contentType: CONTENT_TYPES[format]! };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await unlink(this.fileOf(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async names(): Promise<string[]> {
    const files = await readdir(this.directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return files.filter((file) => STORED_NAME.test(file));
  }

  private fileOf(name: string): string {
    return path.join(this.directory, path.basename(name));
  }
}

/** Rows of the database: on PostgreSQL, so that every server process reaches what any one stored. */
export class DatabaseImageStore implements ListedImageStore {
  constructor(private readonly db: Database) {}

  async save(name: string, image: StoredImage): Promise<void> {
    await this.db.insert(storedImages).values({ name, contentType: image.contentType, bytes: image.bytes });
  }

  async read(name: string): Promise<StoredImage | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const [row] = await this.db
      .select({ bytes: storedImages.bytes, contentType: storedImages.contentType })
      .from(storedImages)
      .where(eq(storedImages.name, name));
    return row;
  }

  async remove(name: string): Promise<void> {
    await this.db.delete(storedImages).where(eq(storedImages.name, name));
  }

  async names(): Promise<string[]> {
    const rows = await this.db.select({ name: storedImages.name }).from(storedImages).orderBy(storedImages.name);
    return rows.map((row) => row.name);
  }
}
