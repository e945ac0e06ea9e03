import type { MenuAccessMatrix, MenuItem } from '@roi/contract/menu';
import type { MenuAccessQuery, MenuQuery } from '@roi/contract/menu-schemas';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../lib/services.js';
import { assertOrganizationInScope, assertPermission } from './access.service.js';
import { findOrganization, findRole } from '../organizations/organizations.repository.js';
import { findGrants, findUserInOrganization, type GrantRow } from './menu.repository.js';

const ORG_TYPE_MISMATCH = 'orgTypeId does not match the organization';

/**
 * The navigation of a role in an organisation (spec §2, §6). Anyone may ask for their own; asking for
 * another role, user or organisation needs the permission to see menu access, within the caller's scope.
 */
export async function getMenuAccess(services: Services, caller: Caller, query: MenuAccessQuery): Promise<MenuItem[]> {
  const isOwnMenu =
    query.organizationId === caller.organizationId && query.roleId === caller.roleId && query.userId === caller.userId;
  if (isOwnMenu) {
    // The caller's own organisation and role were loaded with the session: no need to look them up.
    if (query.orgTypeId !== caller.orgTypeId) throw new AppError(400, ORG_TYPE_MISMATCH);
  } else {
    await assertMayReadMenuAccess(services, caller, query);
    if (!(await findUserInOrganization(services.db, query.userId, query.organizationId))) {
      throw new AppError(404, 'User not found');
    }
  }
  return buildMenuTree(await findGrants(services.db, query.roleId, query.organizationId));
}

/** The menu-access matrix an administrator edits (spec §3 "Menu access"). */
export async function getMenu(services: Services, caller: Caller, query: MenuQuery): Promise<MenuAccessMatrix> {
  await assertMayReadMenuAccess(services, caller, query);
  return buildMatrix(await findGrants(services.db, query.roleId, query.organizationId));
}

async function assertMayReadMenuAccess(services: Services, caller: Caller, query: MenuQuery): Promise<void> {
  await assertPermission(services, caller, 'menuView');
  await assertOrganizationInScope(services, caller, query.organizationId);
  const organization = await findOrganization(services.db, query.organizationId);
  if (!organization) throw new AppError(404, 'Organization not found');
  if (organization.orgTypeId !== query.orgTypeId) throw new AppError(400, ORG_TYPE_MISMATCH);
  const role = await findRole(services.db, query.roleId);
  if (!role) throw new AppError(404, 'Role not found');
  if (role.orgTypeId !== query.orgTypeId) throw new AppError(400, 'roleId is not a role of this organization type');
}

function buildMenuTree(rows: GrantRow[]): MenuItem[] {
  const items = new Map<number, MenuItem & { parentId: number | null }>();
  for (const row of rows) {
    let item = items.get(row.menuId);
    if (!item) {
      item = {
        menu_id: row.menuId,
        parentId: row.parentId,
        path: row.menuPath,
        element: row.menuElement,
        language_name: row.menuLabel,
        placement: row.placement,
        icon: row.icon,
        feature: [],
        sub: [],
        menu: [],
      };
      items.set(row.menuId, item);
    }
    let feature = item.feature.find((candidate) => candidate.feature_id === row.featureId);
    if (!feature) {
      feature = {
        feature_id: row.featureId,
        path: row.featurePath,
        element: row.featureElement,
        language_name: row.featureLabel,
        action: [],
      };
      item.feature.push(feature);
    }
    feature.action.push({ action_name: row.actionName, checked: row.checked });
  }
  const roots: MenuItem[] = [];
  for (const { parentId, ...item } of items.values()) {
    const parent = parentId === null ? undefined : items.get(parentId);
    (parent ? parent.sub : roots).push(item);
  }
  return roots;
}

function buildMatrix(rows: GrantRow[]): MenuAccessMatrix {
  const matrix: MenuAccessMatrix = [];
  for (const row of rows) {
    let menu = matrix.find((candidate) => candidate.menu_id === row.menuId);
    if (!menu) {
      menu = { menu_id: row.menuId, path: row.menuPath, language_name: row.menuLabel, features: [] };
      matrix.push(menu);
    }
    let feature = menu.features.find((candidate) => candidate.feature_id === row.featureId);
    if (!feature) {
      feature = { feature_id: row.featureId, element: row.featureElement, language_name: row.featureLabel, actions: [] };
      menu.features.push(feature);
    }
    feature.actions.push({ action_name: row.actionName, checked: row.checked });
  }
  return matrix;
}
