import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  type ApiKeyPermission,
  type ApiKeyRecord,
  type apiKeyCreateRequestSchema,
} from '@roi/contract/api-keys';
import type { ActionName } from '@roi/contract/menu';
import { PERMISSIONS } from '@roi/contract/permissions';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, heldActions } from '../access/access.service.js';
import { takeRateLimit } from '../accounts/rate-limits.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  findApiKey,
  findApiKeys,
  findKeyByHash,
  insertApiKey,
  markApiKeyRevoked,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repository.js';

/** 256 random bits: far past the 128 a guess would have to beat, and a fast hash is then safe to keep. */
const KEY_RANDOM_BYTES = 32;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const permissionName = (permission: ApiKeyPermission) => `${permission.feature}:${permission.action}`;

function toRecord(row: ApiKeyRow, now = Date.now()): ApiKeyRecord {
  const isExpired = row.expiresAt !== null && row.expiresAt.getTime() <= now;
  return {
    id: row.id,
    name: row.name,
    shown: row.shown,
    permissions: row.permissions.map((name) => {
      const [feature = '', action] = name.split(':');
      return { feature, action: action as ActionName };
    }),
    status: row.revokedAt ? 'revoked' : isExpired ? 'expired' : 'active',
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByEmail,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The menu actions some call of the API checks; the others only show screens, which a tool has no use for. */
const CHECKED_ACTIONS: ReadonlySet<string> = new Set(
  Object.values(PERMISSIONS).map(({ element, action }) => permissionName({ feature: element, action })),
);

/** What the caller may grant a key: the checked actions it may use itself. */
async function grantable(services: Services, caller: Caller): Promise<ApiKeyPermission[]> {
  const held = await heldActions(services, caller);
  const seen = new Set<string>();
  return held.flatMap((grant) => {
    const permission = { feature: grant.featureElement, action: grant.actionName as ActionName };
    const name = permissionName(permission);
    if (!CHECKED_ACTIONS.has(name) || seen.has(name)) return [];
    seen.add(name);
    return [permission];
  });
}

export async function listApiKeys(services: Services, caller: Caller) {
  await assertPermission(services, caller, 'apiKeysView');
  const rows = await findApiKeys(services.db, caller.organizationId);
  return { records: rows.map((row) => toRecord(row)), grantable: await grantable(services, caller) };
}

export async function createApiKey(
  services: Services,
  caller: Caller,
  input: z.output<typeof apiKeyCreateRequestSchema>,
): Promise<ApiKeyRecord & { key: string }> {
  await assertPermission(services, caller, 'apiKeysManage');
  const allowed = new Set((await grantable(services, caller)).map(permissionName));
  const permissions = [...new Set(input.permissions.map(permissionName))];
  if (permissions.some((name) => !allowed.has(name))) throw new AppError(400, 'apiKeyPermissionNotHeld');
  const expiresAt = input.expires_at === undefined ? null : new Date(input.expires_at);
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new AppError(400, 'apiKeyExpiryInPast');
  const secret = randomBytes(KEY_RANDOM_BYTES).toString('base64url');
  const key = `${API_KEY_PREFIX}${secret}`;
  const id = await insertApiKey(services.db, {
    organizationId: caller.organizationId,
    createdByUserId: caller.userId,
    name: input.name,
    keyHash: hashKey(key),
    shown: `${API_KEY_PREFIX}${secret.slice(0, API_KEY_SHOWN_CHARS)}…`,
    permissions,
    expiresAt,
  });
  await recordAudit(services.db, {
    event: 'api_key.created',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    apiKeyId: caller.apiKey?.id,
    ip: caller.ip,
    detail: { createdApiKeyId: id, name: input.name, permissions },
  });
  const row = await findApiKey(services.db, caller.organizationId, id);
  return { ...toRecord(row!), key };
}

export async function revokeApiKey(services: Services, caller: Caller, id: number): Promise<ApiKeyRecord> {
  await assertPermission(services, caller, 'apiKeysManage');
  const row = await findApiKey(services.db, caller.organizationId, id);
  if (!row) throw new AppError(404, 'apiKeyNotFound');
  await markApiKeyRevoked(services.db, caller.organizationId, id);
  await recordAudit(services.db, {
    event: 'api_key.revoked',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    apiKeyId: caller.apiKey?.id,
    ip: caller.ip,
    detail: { revokedApiKeyId: id },
  });
  return toRecord((await findApiKey(services.db, caller.organizationId, id))!);
}

/**
 * The caller a key acts as: the person who made it, as their account is now (role, organisation,
 * status), limited to the key's actions. A revoked or expired key, or one whose maker can no longer
 * sign in, is refused with a message saying which; each key has its own rate limit.
 */
export async function authenticateApiKey(services: Services, key: string, ip: string): Promise<Caller> {
  const found = await findKeyByHash(services.db, hashKey(key));
  if (!found) throw new AppError(401, 'apiKeyInvalid');
  const refusal = found.revokedAt
    ? 'apiKeyRevoked'
    : found.expiresAt && found.expiresAt.getTime() <= Date.now()
      ? 'apiKeyExpired'
      : found.status !== 'active'
        ? 'apiKeyOwnerInactive'
        : undefined;
  if (refusal) {
    await recordAudit(services.db, {
      event: 'api_key.refused',
      organizationId: found.organizationId,
      apiKeyId: found.id,
      ip,
      detail: { reason: refusal },
    });
    throw new AppError(401, refusal);
  }
  await takeRateLimit(services.db, {
    key: `api-key:${found.id}`,
    max: services.config.apiKeyRequestsPerMinute,
    windowMinutes: 1,
    code: 'apiKeyRateLimited',
  });
  await touchApiKey(services.db, found.id);
  return {
    userId: found.userId,
    email: found.email,
    organizationId: found.organizationId,
    orgTypeId: found.orgTypeId,
    roleId: found.roleId,
    sessionId: `api-key:${found.id}`,
    ip,
    // Read before anything the key's role holds is: grants kept under it are as the database has them.
    accessGeneration: await services.accessCache.generation.current(),
    apiKey: { id: found.id, permissions: new Set(found.permissions) },
  };
}

/** Every call made with a key goes to the audit log under the key, whatever it answered. */
export function auditApiKeyCalls(app: FastifyInstance, services: Services): void {
  app.addHook('onSend', async (request, reply) => {
    const { caller } = request;
    if (!caller?.apiKey) return;
    await recordAudit(services.db, {
      event: 'api_key.call',
      actorUserId: caller.userId,
      organizationId: caller.organizationId,
      apiKeyId: caller.apiKey.id,
      ip: caller.ip,
      detail: { method: request.method, path: request.routeOptions.url ?? request.url.split('?')[0], status: reply.statusCode },
    });
  });
}
