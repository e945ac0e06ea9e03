import { randomBytes } from 'node:crypto';
import {
  OUTCOME_SECRET_PREFIX,
  OUTCOME_SIGNATURE_MAX_AGE_SECONDS,
  type AnalyticsRangeQuery,
  type OutcomeListResponse,
  type OutcomeReceiveRequest,
  type OutcomeRecord,
  type OutcomeRecordRequest,
} from '@roi/contract/analytics';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, foundInScope, hasPermission } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { shownOrganization } from '../scheduling/scheduling.service.js';
import { signatureHolds } from '../webhooks/webhook-signature.js';
import { findOrganizationName } from './analytics.repository.js';
import {
  deleteOutcome,
  findCampaignOfOrganization,
  findOutcome,
  findOutcomeSecret,
  insertOutcome,
  listOutcomes,
  saveOutcomeSecret,
  type NewOutcome,
  type OutcomeRow,
} from './outcomes.repository.js';

function toRecord(row: OutcomeRow): OutcomeRecord {
  return {
    id: row.id,
    organization_name: row.organizationName,
    campaign_id: row.campaignId,
    campaign_name: row.campaignName,
    kind: row.kind,
    occurred_on: row.occurredOn,
    note: row.note,
    recorded_by: row.recordedBy,
    external_id: row.externalId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The organisation a write is for: the caller's own, or the client an agency user named. */
export async function organizationOf(services: Services, caller: Caller, named: number | undefined): Promise<number> {
  if (named === undefined) return caller.organizationId;
  await assertOrganizationInScope(services, caller, named);
  if ((await findOrganizationName(services.db, named)) === undefined) throw new AppError(404, 'organizationNotFound');
  return named;
}

async function recordChecked(services: Services, outcome: NewOutcome): Promise<{ record: OutcomeRecord; created: boolean }> {
  if (!(await findCampaignOfOrganization(services.db, outcome.organizationId, outcome.campaignId))) {
    throw new AppError(400, 'outcomeCampaignUnknown', { details: { field: 'campaign_id' } });
  }
  const { id, created } = await insertOutcome(services.db, outcome);
  return { record: toRecord((await findOutcome(services.db, id))!), created };
}

export async function findOutcomes(
  services: Services,
  caller: Caller,
  query: AnalyticsRangeQuery,
): Promise<Pick<OutcomeListResponse, 'records' | 'endpoint' | 'can_record'>> {
  await assertPermission(services, caller, 'analyticsView');
  const organizationId = await shownOrganization(services, caller, query.organizationId);
  const rows = await listOutcomes(services.db, { from: query.from, to: query.to, organizationId });
  const secret = organizationId === undefined ? undefined : await findOutcomeSecret(services.db, organizationId);
  return {
    records: rows.map(toRecord),
    endpoint: organizationId === undefined ? null : { organization_id: organizationId, secret_created_at: secret?.createdAt.toISOString() ?? null },
    can_record: await hasPermission(services, caller, 'analyticsRecord'),
  };
}

export async function recordOutcome(services: Services, caller: Caller, request: OutcomeRecordRequest) {
  await assertPermission(services, caller, 'analyticsRecord');
  const organizationId = await organizationOf(services, caller, request.organization_id);
  const { record } = await recordChecked(services, {
    organizationId,
    campaignId: request.campaign_id,
    kind: request.kind,
    occurredOn: request.occurred_on,
    note: request.note,
    recordedBy: caller.userId,
    externalId: null,
  });
  await recordAudit(services.db, {
    event: 'analytics.outcome_recorded',
    actorUserId: caller.userId,
    organizationId,
    ip: caller.ip,
    detail: { outcomeId: record.id, campaignId: record.campaign_id, kind: record.kind },
  });
  return record;
}

export async function removeOutcome(services: Services, caller: Caller, outcomeId: number): Promise<void> {
  await assertPermission(services, caller, 'analyticsRecord');
  const outcome = await foundInScope(services, caller, await findOutcome(services.db, outcomeId), (row) => row.organizationId, 'outcomeNotFound');
  await deleteOutcome(services.db, outcome.id);
  await recordAudit(services.db, {
    event: 'analytics.outcome_removed',
    actorUserId: caller.userId,
    organizationId: outcome.organizationId,
    ip: caller.ip,
    detail: { outcomeId: outcome.id, campaignId: outcome.campaignId, kind: outcome.kind },
  });
}

/** A new signing secret for the organisation's outcomes endpoint; the one before stops working at once. */
export async function replaceOutcomeSecret(services: Services, caller: Caller, named: number | undefined) {
  await assertPermission(services, caller, 'analyticsRecord');
  const organizationId = await organizationOf(services, caller, named);
  const secret = `${OUTCOME_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const createdAt = await saveOutcomeSecret(services.db, organizationId, services.tokenCipher.encrypt(secret, organizationId), caller.userId);
  await recordAudit(services.db, { event: 'analytics.outcome_secret_replaced', actorUserId: caller.userId, organizationId, ip: caller.ip, detail: {} });
  return { secret, created_at: createdAt.toISOString() };
}

/**
 * An outcome another system sent. Every reason to distrust it — no signature, a wrong or stale one, an
 * organisation without a secret, or none at all — answers the same 401, so that the endpoint tells an
 * outsider nothing about which organisations exist.
 */
export async function receiveOutcome(
  services: Services,
  request: OutcomeReceiveRequest,
  rawBody: string,
  signature: string | undefined,
) {
  const stored = await findOutcomeSecret(services.db, request.organization_id);
  const secret = stored ? services.tokenCipher.decrypt(stored.sealedSecret, request.organization_id) : undefined;
  const now = Math.floor(Date.now() / 1000);
  if (!secret || !signature || !signatureHolds(secret, rawBody, signature, now, OUTCOME_SIGNATURE_MAX_AGE_SECONDS)) {
    throw new AppError(401, 'outcomeSignatureInvalid');
  }
  return recordChecked(services, {
    organizationId: request.organization_id,
    campaignId: request.campaign_id,
    kind: request.kind,
    occurredOn: request.occurred_on,
    note: request.note,
    recordedBy: null,
    externalId: request.external_id ?? null,
  });
}
