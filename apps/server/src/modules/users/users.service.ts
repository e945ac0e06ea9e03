import type { UserEditRequest, UserListRequest, UserRecord } from '@roi/contract/administration';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { revokeSessions } from '../accounts/accounts.repository.js';
import { recordAudit } from '../audit/audit.repository.js';
import { assertOrganizationInScope, assertPermission, foundInScope } from '../access/access.service.js';
import { findOrganization, findRole } from '../organizations/organizations.repository.js';
import { findUserRecord, listUsers, lockOtherActiveAdmins, lockUser, updateUser } from './users.repository.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserRecord>>>;

function toRecord(row: UserRow): UserRecord {
  return {
    user_id: row.user_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    status: row.status,
    role_id: row.role_id,
    role_name: row.role_name,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    created_at: row.created_at.toISOString(),
  };
}

/** The users an administrator may see: the agency sees every organisation, anyone else its own. */
export async function getUserList(services: Services, caller: Caller, request: UserListRequest) {
  await assertPermission(services, caller, 'usersView');
  if (request.organization_id) await assertOrganizationInScope(services, caller, request.organization_id);
  const organizationId = request.organization_id ?? (isAgencyUser(caller) ? undefined : caller.organizationId);
  const { records, totalCount } = await listUsers(
    services.db,
    { organizationId, roleId: request.role_id, status: request.status, search: request.search },
    request.page,
    request.page_size,
  );
  return { records: records.map(toRecord), total_count: totalCount };
}

/** One user in the caller's reach; another organisation's answers exactly as a missing one. */
export async function getUser(services: Services, caller: Caller, userId: number): Promise<UserRecord> {
  await assertPermission(services, caller, 'usersView');
  return toRecord(await foundInScope(services, caller, await findUserRecord(services.db, userId), (user) => user.organization_id, 'userNotFound'));
}

/**
 * Names, role and whether the account may sign in. An administrator cannot lock itself out, and an
 * organisation always keeps an active administrator.
 */
export async function editUser(services: Services, caller: Caller, request: UserEditRequest): Promise<UserRecord> {
  await assertPermission(services, caller, 'usersEdit');
  const target = await foundInScope(services, caller, await findUserRecord(services.db, request.user_id), (user) => user.organization_id, 'userNotFound');
  const organization = await findOrganization(services.db, target.organization_id);
  const role = await findRole(services.db, request.role_id);
  if (!role || role.orgTypeId !== organization?.orgTypeId) {
    throw new AppError(400, 'roleNotOfUsersOrganization');
  }
  const staysAdmin = role.level === 'admin' && request.status === 'active';
  if (target.user_id === caller.userId && !staysAdmin && target.role_level === 'admin') {
    throw new AppError(409, 'cannotLockOutSelf');
  }
  // Someone who never set a password stays invited when enabled: only registration activates.
  const status = request.status === 'disabled' ? 'disabled' : target.has_password ? 'active' : 'invited';
  await services.db.transaction(async (tx) => {
    await lockUser(tx, target.user_id);
    const wasActiveAdmin = target.role_level === 'admin' && target.status === 'active';
    if (wasActiveAdmin && !staysAdmin && (await lockOtherActiveAdmins(tx, target.organization_id, target.user_id)).length === 0) {
      throw new AppError(409, 'lastAdmin');
    }
    await updateUser(tx, target.user_id, {
      firstName: request.first_name,
      lastName: request.last_name,
      roleId: role.id,
      status,
    });
    if (status === 'disabled') await revokeSessions(tx, target.user_id);
    await recordAudit(tx, {
      event: 'user.updated',
      actorUserId: caller.userId,
      organizationId: target.organization_id,
      subjectUserId: target.user_id,
      ip: caller.ip,
      detail: { role_id: role.id, status },
    });
  });
  return toRecord((await findUserRecord(services.db, target.user_id))!);
}
