import type { MessageKey } from '@roi/contract/messages';
import { PERMISSIONS, type PermissionName } from '@roi/contract/permissions';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findGrants, type GrantRow } from './access.repository.js';

/**
 * The grants of a role in an organisation, read from the menu-access table unless they were read under
 * the access generation this request started with (nothing that decides them has changed since).
 */
export function findRoleGrants(
  services: Services,
  caller: Caller,
  role: { roleId: number; organizationId: number; orgTypeId: number },
): Promise<readonly GrantRow[]> {
  return services.accessCache.grants.get(`${role.roleId}:${role.organizationId}:${role.orgTypeId}`, caller.accessGeneration, async () =>
    Object.freeze(await findGrants(services.db, role.roleId, role.organizationId, role.orgTypeId)),
  );
}

/**
 * Refuses with 403 unless the caller's role has the permission's menu action checked in its own
 * organisation, as the menu-access table holds it when the request starts: a change applies at once.
 */
export async function assertPermission(services: Services, caller: Caller, permission: PermissionName): Promise<void> {
  if (!(await hasPermission(services, caller, permission))) {
    await refuse(services, caller, 403, 'forbidden', { permission });
  }
}

export async function hasPermission(services: Services, caller: Caller, permission: PermissionName): Promise<boolean> {
  const { element, action } = PERMISSIONS[permission];
  const held = await heldActions(services, caller);
  return held.some((grant) => grant.featureElement === element && grant.actionName === action);
}

/**
 * The menu actions the caller may use: its role's checked ones, and of those, for a call made with an
 * API key, only the ones the key was granted.
 */
export async function heldActions(services: Services, caller: Caller): Promise<GrantRow[]> {
  const grants = await findRoleGrants(services, caller, caller);
  return grants.filter(
    (grant) => grant.checked && (!caller.apiKey || caller.apiKey.permissions.has(`${grant.featureElement}:${grant.actionName}`)),
  );
}

/**
 * Agency users may act on every organisation; anyone else only on their own. Anything else answers
 * 404, as if it did not exist (docs/product/administration.md#organisation-scope).
 */
export async function assertOrganizationInScope(services: Services, caller: Caller, organizationId: number): Promise<void> {
  await assertInScope(services, caller, organizationId, 'organizationNotFound');
}

/**
 * What a caller named by its id, when it exists and its organisation is in the caller's scope. Another
 * organisation's answers exactly as a missing one, 404 with `notFound`, so that its ids cannot be told
 * from ids that do not exist.
 */
export async function foundInScope<T>(
  services: Services,
  caller: Caller,
  found: T | undefined,
  organizationOf: (found: T) => number,
  notFound: MessageKey,
): Promise<T> {
  if (found === undefined) throw new AppError(404, notFound);
  await assertInScope(services, caller, organizationOf(found), notFound);
  return found;
}

async function assertInScope(services: Services, caller: Caller, organizationId: number, notFound: MessageKey): Promise<void> {
  if (!isAgencyUser(caller) && organizationId !== caller.organizationId) {
    await refuse(services, caller, 404, notFound, { organizationId });
  }
}

/** Every refused authorisation goes to the audit log. */
async function refuse(
  services: Services,
  caller: Caller,
  status: 403 | 404,
  code: MessageKey,
  detail: Record<string, unknown>,
): Promise<never> {
  await recordAudit(services.db, {
    event: 'authz.denied',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    apiKeyId: caller.apiKey?.id,
    ip: caller.ip,
    detail,
  });
  throw new AppError(status, code);
}
