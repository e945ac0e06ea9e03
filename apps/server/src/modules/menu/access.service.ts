import { MESSAGES } from '@roi/contract/messages';
import { PERMISSIONS, type PermissionName } from '@roi/contract/permissions';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../lib/services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { isActionGranted } from './menu.repository.js';

/**
 * Refuses with 403 unless the caller's role has the permission's menu action checked in its own
 * organisation. Read from the menu-access table on every call, so a change applies at once.
 */
export async function assertPermission(services: Services, caller: Caller, permission: PermissionName): Promise<void> {
  const { element, action } = PERMISSIONS[permission];
  const granted = await isActionGranted(services.db, {
    roleId: caller.roleId,
    organizationId: caller.organizationId,
    element,
    action,
  });
  if (!granted) {
    await recordAudit(services.db, {
      event: 'authz.denied',
      actorUserId: caller.userId,
      organizationId: caller.organizationId,
      ip: caller.ip,
      detail: { permission },
    });
    throw new AppError(403, MESSAGES.forbidden);
  }
}

/**
 * Agency users may act on every organisation; anyone else only on their own. Anything else answers
 * 404, as if it did not exist (decisions §4).
 */
export function assertOrganizationInScope(caller: Caller, organizationId: number): void {
  if (!isAgencyUser(caller) && organizationId !== caller.organizationId) {
    throw new AppError(404, 'Organization not found');
  }
}
