import type { z } from 'zod';
import {
  RECORDS_LIST_MAX_POSTS,
  type holdLiftRequestSchema,
  type holdPlaceRequestSchema,
  type LegalHold,
  type recordsSearchRequestSchema,
  type retentionSaveRequestSchema,
} from '@roi/contract/archive';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission } from '../access/access.service.js';
import { imageReaderOf } from '../media/image-store.js';
import {
  findActiveHolds,
  findArchivedImages,
  findHeadSeq,
  findOtherRecordsOfSearch,
  findPeopleNames,
  findPostIdsOfSearch,
  findRecordsOfPosts,
  findRetention,
  type ArchiveSearch,
  hasRecordsOfPost,
  insertHold,
  liftHold,
  recordArchive,
  saveRetention,
} from './archive.repository.js';
import { groupByPost, summarise } from './records-history.js';
import { sealedStream, streamRecordsZip } from './records-export.js';

type SearchRequest = z.output<typeof recordsSearchRequestSchema>;

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** The request as the archive is searched, once the caller may see the organisation's records. */
async function searchOf(services: Services, caller: Caller, request: SearchRequest): Promise<ArchiveSearch> {
  await assertPermission(services, caller, 'recordsView');
  await assertOrganizationInScope(services, caller, request.organization_id);
  return {
    organizationId: request.organization_id,
    from: request.date_from ? new Date(`${request.date_from}T00:00:00Z`) : undefined,
    until: request.date_to ? nextDay(request.date_to) : undefined,
    text: request.text || undefined,
    campaign: request.campaign || undefined,
    author: request.author || undefined,
  };
}

/** The posts a request matches, the first of them with their whole history, and how many in all. */
export async function searchRecords(services: Services, caller: Caller, request: SearchRequest) {
  const search = await searchOf(services, caller, request);
  const upToSeq = await findHeadSeq(services.db, search.organizationId);
  const postIds = await findPostIdsOfSearch(services.db, search, upToSeq);
  const listed = postIds.slice(0, RECORDS_LIST_MAX_POSTS);
  const { byPost } = groupByPost(await findRecordsOfPosts(services.db, search.organizationId, listed, upToSeq));
  return {
    records: [...byPost].map(([postId, history]) => summarise(postId, history)),
    other_records: (await findOtherRecordsOfSearch(services.db, search, upToSeq)).length,
    post_count: postIds.length,
    truncated: postIds.length > listed.length,
  };
}

/**
 * Every record the request matches, as one ZIP (records-export.ts) streamed as it is made, up to the
 * chain's record when it began. The export is itself kept in the archive with the ZIP's hash before
 * its last bytes go out, so that what was handed out can be told later.
 */
export async function exportRecords(services: Services, caller: Caller, request: SearchRequest) {
  const search = await searchOf(services, caller, request);
  const { db } = services;
  const upToSeq = await findHeadSeq(db, search.organizationId);
  const postIds = await findPostIdsOfSearch(db, search, upToSeq);
  if (postIds.length === 0 && (await findOtherRecordsOfSearch(db, search, upToSeq)).length === 0) throw new AppError(400, 'recordsNothingToExport');
  const madeAt = new Date();
  const fileName = `public-records-${request.organization_id}-${madeAt.toISOString().slice(0, 10)}.zip`;
  const zip = streamRecordsZip({
    request,
    postIds,
    recordsOf: (ids) => findRecordsOfPosts(db, search.organizationId, ids, upToSeq),
    otherRecords: () => findOtherRecordsOfSearch(db, search, upToSeq),
    peopleOf: (userIds) => findPeopleNames(db, userIds),
    archivedImages: (sha256s) => findArchivedImages(db, search.organizationId, sha256s),
    readImage: imageReaderOf(services.images),
    madeAt,
  });
  const stream = sealedStream(zip.stream, async (sha256) => {
    const { manifestSha256 } = await zip.written;
    await db.transaction((tx) =>
      recordArchive(tx, {
        organizationId: request.organization_id,
        kind: 'export.made',
        contentType: 'export',
        actorUserId: caller.userId,
        payload: { request, file_name: fileName, sha256, manifest_sha256: manifestSha256, post_ids: postIds },
      }),
    );
  });
  return { fileName, postCount: postIds.length, stream };
}

async function settingsOf(services: Services, organizationId: number) {
  const holds = await findActiveHolds(services.db, organizationId);
  const names = await findPeopleNames(services.db, [...new Set(holds.map((hold) => hold.placedBy))]);
  return {
    retention: await findRetention(services.db, organizationId),
    holds: holds.map(
      (hold): LegalHold => ({
        id: hold.id,
        post_id: hold.postId,
        reason: hold.reason,
        placed_by_name: names.get(hold.placedBy) ?? '',
        placed_at: hold.placedAt.toISOString(),
      }),
    ),
  };
}

export async function getRecordsSettings(services: Services, caller: Caller, organizationId: number) {
  await assertPermission(services, caller, 'recordsView');
  await assertOrganizationInScope(services, caller, organizationId);
  return settingsOf(services, organizationId);
}

export async function saveRecordsRetention(services: Services, caller: Caller, request: z.output<typeof retentionSaveRequestSchema>) {
  await assertPermission(services, caller, 'recordsManage');
  await assertOrganizationInScope(services, caller, request.organization_id);
  await saveRetention(services.db, request.organization_id, request.retention);
  return settingsOf(services, request.organization_id);
}

/** A hold on the organisation's archive, or on one post of it (a post deleted since still has its records). */
export async function placeHold(services: Services, caller: Caller, request: z.output<typeof holdPlaceRequestSchema>) {
  await assertPermission(services, caller, 'recordsManage');
  await assertOrganizationInScope(services, caller, request.organization_id);
  if (request.post_id !== undefined && !(await hasRecordsOfPost(services.db, request.organization_id, request.post_id))) {
    throw new AppError(404, 'postNotFound');
  }
  await insertHold(services.db, { organizationId: request.organization_id, postId: request.post_id ?? null, reason: request.reason, placedBy: caller.userId });
  return settingsOf(services, request.organization_id);
}

export async function liftRecordsHold(services: Services, caller: Caller, request: z.output<typeof holdLiftRequestSchema>) {
  await assertPermission(services, caller, 'recordsManage');
  await assertOrganizationInScope(services, caller, request.organization_id);
  if (!(await liftHold(services.db, request.organization_id, request.hold_id, caller.userId))) throw new AppError(404, 'holdNotFound');
  return settingsOf(services, request.organization_id);
}
