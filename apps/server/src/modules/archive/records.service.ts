import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  RECORDS_EXPORT_MAX_POSTS,
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
import {
  findActiveHolds,
  findPeopleNames,
  findRecordsOfSearch,
  findRetention,
  hasRecordsOfPost,
  insertHold,
  liftHold,
  recordArchive,
  saveRetention,
} from './archive.repository.js';
import { groupByPost, summarise } from './records-history.js';
import { buildRecordsZip } from './records-export.js';

type SearchRequest = z.output<typeof recordsSearchRequestSchema>;

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** The request's records: every record of each matched post, and the matching records of no post. */
async function findMatching(services: Services, caller: Caller, request: SearchRequest) {
  await assertPermission(services, caller, 'recordsView');
  await assertOrganizationInScope(services, caller, request.organization_id);
  return findRecordsOfSearch(
    services.db,
    {
      organizationId: request.organization_id,
      from: request.date_from ? new Date(`${request.date_from}T00:00:00Z`) : undefined,
      until: request.date_to ? nextDay(request.date_to) : undefined,
      text: request.text || undefined,
      campaign: request.campaign || undefined,
      author: request.author || undefined,
    },
    RECORDS_EXPORT_MAX_POSTS,
  );
}

export async function searchRecords(services: Services, caller: Caller, request: SearchRequest) {
  const { records, truncated } = await findMatching(services, caller, request);
  const { byPost, other } = groupByPost(records);
  return {
    records: [...byPost].map(([postId, history]) => summarise(postId, history)),
    other_records: other.length,
    truncated,
  };
}

/**
 * The request's records as one ZIP (records-export.ts), itself kept in the archive with the ZIP's
 * hash, so that what was handed out can be told later.
 */
export async function exportRecords(services: Services, caller: Caller, request: SearchRequest) {
  const { records, truncated } = await findMatching(services, caller, request);
  if (truncated) throw new AppError(400, 'recordsExportTooLarge');
  if (records.length === 0) throw new AppError(400, 'recordsNothingToExport');
  const madeAt = new Date();
  const people = await findPeopleNames(services.db, [...new Set(records.flatMap((record) => (record.actorUserId === null ? [] : [record.actorUserId])))]);
  const zip = await buildRecordsZip({ request, records, people, madeAt, images: services.images });
  const sha256 = createHash('sha256').update(zip.bytes).digest('hex');
  const fileName = `public-records-${request.organization_id}-${madeAt.toISOString().slice(0, 10)}.zip`;
  await recordArchive(services.db, {
    organizationId: request.organization_id,
    kind: 'export.made',
    contentType: 'export',
    actorUserId: caller.userId,
    payload: { request, file_name: fileName, sha256, manifest_sha256: zip.manifestSha256, post_ids: zip.postIds },
  });
  return {
    file_name: fileName,
    content_type: 'application/zip' as const,
    content: zip.bytes.toString('base64'),
    sha256,
    post_count: zip.postIds.length,
  };
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
