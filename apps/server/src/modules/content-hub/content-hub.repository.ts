import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ContentPieceKind } from '@roi/contract/content-hub';
import type { Database } from '../../db/database.js';
import { contentPieces, libraryImages, postImages, posts } from '../../db/schema.js';

export type LibraryImageRow = typeof libraryImages.$inferSelect;
export type ContentPieceRow = typeof contentPieces.$inferSelect;

/** How much of a post's text the library shows to name the post that uses an image. */
const EXCERPT_CHARS = 90;

// ── The media library ───────────────────────────────────────────────────────────────────────────

export function listLibraryImages(db: Database, organizationId: number, tag: string | undefined, limit: number): Promise<LibraryImageRow[]> {
  return db
    .select()
    .from(libraryImages)
    .where(
      and(
        eq(libraryImages.organizationId, organizationId),
        tag === undefined ? undefined : sql`${libraryImages.tags} @> ${JSON.stringify([tag])}::jsonb`,
      ),
    )
    .orderBy(desc(libraryImages.createdAt), desc(libraryImages.id))
    .limit(limit);
}

/** Every tag of an organisation's library, alphabetically. */
export async function listLibraryTags(db: Database, organizationId: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct tag from ${libraryImages}, jsonb_array_elements_text(${libraryImages.tags}) as tag
    where ${libraryImages.organizationId} = ${organizationId} order by tag`)) as { rows: { tag: string }[] };
  return result.rows.map((row) => row.tag);
}

export async function findLibraryImage(db: Database, id: number): Promise<LibraryImageRow | undefined> {
  const [row] = await db.select().from(libraryImages).where(eq(libraryImages.id, id));
  return row;
}

export async function insertLibraryImage(db: Database, values: typeof libraryImages.$inferInsert): Promise<LibraryImageRow> {
  const [row] = await db.insert(libraryImages).values(values).returning();
  return row!;
}

export async function updateLibraryImage(db: Database, id: number, changes: { altText: string; tags: string[] }): Promise<LibraryImageRow> {
  const [row] = await db.update(libraryImages).set(changes).where(eq(libraryImages.id, id)).returning();
  return row!;
}

export async function deleteLibraryImage(db: Database, id: number): Promise<void> {
  await db.delete(libraryImages).where(eq(libraryImages.id, id));
}

export interface ImageUse {
  url: string;
  postId: number;
  excerpt: string;
  publishStatus: number;
}

/**
 * The organisation's posts that use each of these images (a post's image shares the library's stored
 * file, so the URL names it), newest post first.
 */
export async function findImageUses(db: Database, organizationId: number, urls: string[]): Promise<ImageUse[]> {
  if (urls.length === 0) return [];
  return db
    .selectDistinct({
      url: postImages.url,
      postId: posts.id,
      excerpt: sql<string>`case when length(${posts.contentText}) > ${EXCERPT_CHARS}
        then left(${posts.contentText}, ${EXCERPT_CHARS - 1}) || '…' else ${posts.contentText} end`,
      publishStatus: posts.publishStatus,
    })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .where(and(eq(posts.organizationId, organizationId), inArray(postImages.url, urls)))
    .orderBy(desc(posts.id));
}

// ── Templates, hashtag groups and snippets ──────────────────────────────────────────────────────

export function listContentPieces(db: Database, organizationId: number, kind: ContentPieceKind | undefined): Promise<ContentPieceRow[]> {
  return db
    .select()
    .from(contentPieces)
    .where(and(eq(contentPieces.organizationId, organizationId), kind === undefined ? undefined : eq(contentPieces.kind, kind)))
    .orderBy(asc(contentPieces.kind), asc(sql`lower(${contentPieces.name})`), asc(contentPieces.id));
}

export async function findContentPiece(db: Database, id: number): Promise<ContentPieceRow | undefined> {
  const [row] = await db.select().from(contentPieces).where(eq(contentPieces.id, id));
  return row;
}

/** Whether another piece of the organisation and kind has this name. */
export async function hasContentPieceNamed(
  db: Database,
  piece: { organizationId: number; kind: string; name: string },
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contentPieces.id })
    .from(contentPieces)
    .where(
      and(
        eq(contentPieces.organizationId, piece.organizationId),
        eq(contentPieces.kind, piece.kind),
        eq(contentPieces.name, piece.name),
        exceptId === undefined ? undefined : ne(contentPieces.id, exceptId),
      ),
    );
  return row !== undefined;
}

/** The piece saved, or undefined when its name was taken meanwhile. */
export async function insertContentPiece(db: Database, values: typeof contentPieces.$inferInsert): Promise<ContentPieceRow | undefined> {
  const [row] = await db.insert(contentPieces).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateContentPiece(db: Database, id: number, changes: { name: string; body: string }): Promise<ContentPieceRow> {
  const [row] = await db
    .update(contentPieces)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contentPieces.id, id))
    .returning();
  return row!;
}

export async function deleteContentPiece(db: Database, id: number): Promise<void> {
  await db.delete(contentPieces).where(eq(contentPieces.id, id));
}
