import {
  LIBRARY_IMAGES_MAX,
  type ContentPiece,
  type ContentPieceListQuery,
  type ContentPieceSaveRequest,
  type LibraryImage,
  type LibraryListQuery,
  type LibraryListResponse,
  type LibraryUpdateRequest,
  type LibraryUploadRequest,
} from '@roi/contract/content-hub';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, foundInScope } from '../access/access.service.js';
import { storePostImage } from '../media/post-images.js';
import { discardUnreferencedImages } from '../media/stored-images.js';
import {
  deleteContentPiece,
  deleteLibraryImage,
  findContentPiece,
  findImageUses,
  findLibraryImage,
  hasContentPieceNamed,
  insertContentPiece,
  insertLibraryImage,
  listContentPieces,
  listLibraryImages,
  listLibraryTags,
  updateContentPiece,
  updateLibraryImage,
  type ContentPieceRow,
  type ImageUse,
  type LibraryImageRow,
} from './content-hub.repository.js';

/**
 * The organisation whose Content Hub a call is about: the one named (agency users may name any; others
 * only their own, anything else answers 404), else the caller's.
 */
async function hubOrganization(services: Services, caller: Caller, named: number | undefined): Promise<number> {
  if (named === undefined) return caller.organizationId;
  await assertOrganizationInScope(services, caller, named);
  return named;
}

// ── The media library ───────────────────────────────────────────────────────────────────────────

export async function findLibrary(
  services: Services,
  caller: Caller,
  query: LibraryListQuery,
): Promise<Omit<LibraryListResponse, 'error' | 'status_code' | 'message'>> {
  await assertPermission(services, caller, 'contentHubView');
  const organizationId = await hubOrganization(services, caller, query.organizationId);
  const rows = await listLibraryImages(services.db, organizationId, query.tag, LIBRARY_IMAGES_MAX);
  const uses = await findImageUses(services.db, organizationId, rows.map((row) => row.url));
  return { records: rows.map((row) => libraryImageOf(row, uses)), tags: await listLibraryTags(services.db, organizationId) };
}

export async function uploadLibraryImage(services: Services, caller: Caller, request: LibraryUploadRequest): Promise<LibraryImage> {
  await assertPermission(services, caller, 'contentHubCreate');
  const organizationId = await hubOrganization(services, caller, request.organization_id);
  const stored = await storePostImage(request.base64, services.images);
  const row = await insertLibraryImage(services.db, {
    organizationId,
    url: stored.url,
    contentType: stored.contentType,
    byteSize: stored.byteSize,
    altText: request.alt_text,
    tags: request.tags,
    createdBy: caller.userId,
  });
  return libraryImageOf(row, []);
}

export async function changeLibraryImage(services: Services, caller: Caller, request: LibraryUpdateRequest): Promise<LibraryImage> {
  await assertPermission(services, caller, 'contentHubEdit');
  const found = await foundLibraryImage(services, caller, request.id);
  const row = await updateLibraryImage(services.db, found.id, { altText: request.alt_text, tags: request.tags });
  return libraryImageOf(row, await findImageUses(services.db, row.organizationId, [row.url]));
}

/**
 * Refused while a post that is not posted yet uses the image: its author would find it gone from the
 * library they chose it from. Posted posts keep their image (the stored file stays while any post
 * refers to it); the library forgets it.
 */
export async function removeLibraryImage(services: Services, caller: Caller, id: number): Promise<{ id: number }> {
  await assertPermission(services, caller, 'contentHubDelete');
  const found = await foundLibraryImage(services, caller, id);
  const uses = await findImageUses(services.db, found.organizationId, [found.url]);
  if (uses.some((use) => use.publishStatus !== PUBLISH_STATUS.posted)) throw new AppError(409, 'libraryImageInUse');
  await deleteLibraryImage(services.db, found.id);
  await discardUnreferencedImages(services.db, services.images, [found.url]);
  return { id: found.id };
}

/**
 * The library image a post of this organisation attaches: one of that organisation's own, whoever
 * asks. Any other id answers 404 as a missing one does (docs/decisions/0026).
 */
export async function findAttachableLibraryImage(services: Services, organizationId: number, id: number): Promise<LibraryImageRow> {
  const found = await findLibraryImage(services.db, id);
  if (found?.organizationId !== organizationId) throw new AppError(404, 'libraryImageNotFound', { details: { field: 'post_assests' } });
  return found;
}

async function foundLibraryImage(services: Services, caller: Caller, id: number): Promise<LibraryImageRow> {
  return foundInScope(services, caller, await findLibraryImage(services.db, id), (row) => row.organizationId, 'libraryImageNotFound');
}

function libraryImageOf(row: LibraryImageRow, uses: ImageUse[]): LibraryImage {
  return {
    id: row.id,
    organization_id: row.organizationId,
    url: row.url,
    alt_text: row.altText,
    tags: row.tags,
    content_type: row.contentType,
    byte_size: row.byteSize,
    created_at: row.createdAt.toISOString(),
    used_in: uses
      .filter((use) => use.url === row.url)
      .map((use) => ({ post_id: use.postId, excerpt: use.excerpt, is_posted: use.publishStatus === PUBLISH_STATUS.posted })),
  };
}

// ── Templates, hashtag groups and snippets ──────────────────────────────────────────────────────

export async function findContentPieces(services: Services, caller: Caller, query: ContentPieceListQuery): Promise<ContentPiece[]> {
  await assertPermission(services, caller, 'contentHubView');
  const organizationId = await hubOrganization(services, caller, query.organizationId);
  return (await listContentPieces(services.db, organizationId, query.kind)).map(contentPieceOf);
}

/** Makes a piece, or changes one named by its id (its kind and organisation stay what they were). */
export async function saveContentPiece(services: Services, caller: Caller, request: ContentPieceSaveRequest): Promise<ContentPiece> {
  await assertPermission(services, caller, 'contentHubCreate');
  if (request.id === undefined) {
    const organizationId = await hubOrganization(services, caller, request.organization_id);
    const row = await insertContentPiece(services.db, {
      organizationId,
      kind: request.kind,
      name: request.name,
      body: request.body,
      createdBy: caller.userId,
    });
    if (!row) throw new AppError(409, 'contentPieceNameTaken', { details: { field: 'name' } });
    return contentPieceOf(row);
  }
  const found = await foundContentPiece(services, caller, request.id);
  if (found.kind !== request.kind || found.organizationId !== request.organization_id) throw new AppError(404, 'contentPieceNotFound');
  if (await hasContentPieceNamed(services.db, { ...found, name: request.name }, found.id)) {
    throw new AppError(409, 'contentPieceNameTaken', { details: { field: 'name' } });
  }
  return contentPieceOf(await updateContentPiece(services.db, found.id, { name: request.name, body: request.body }));
}

export async function removeContentPiece(services: Services, caller: Caller, id: number): Promise<{ id: number }> {
  await assertPermission(services, caller, 'contentHubDelete');
  const found = await foundContentPiece(services, caller, id);
  await deleteContentPiece(services.db, found.id);
  return { id: found.id };
}

async function foundContentPiece(services: Services, caller: Caller, id: number): Promise<ContentPieceRow> {
  return foundInScope(services, caller, await findContentPiece(services.db, id), (row) => row.organizationId, 'contentPieceNotFound');
}

function contentPieceOf(row: ContentPieceRow): ContentPiece {
  return {
    id: row.id,
    organization_id: row.organizationId,
    kind: row.kind as ContentPiece['kind'],
    name: row.name,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}
