import type { MenuAccessMatrix, MenuItem } from '@roi/contract/menu';
import { isGrantableTo } from '@roi/contract/menu-catalogue';
import type { MenuAccessQuery, MenuQuery } from '@roi/contract/menu-schemas';
import type { SetMenuRequest } from '@roi/contract/administration';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, findRoleGrants, hasPermission } from '../access/access.service.js';
import type { GrantRow } from '../access/access.repository.js';
import { findOrganization, findRole } from '../organizations/organizations.repository.js';
import { findCatalogueActions, findUserInOrganization, saveGrants } from './menu.repository.js';


/**
 * The navigation of a role in an organisation. Anyone may ask for their own; asking for
 * another role, user or organisation needs the permission to see menu access, within the caller's scope
 * (docs/product/administration.md#menu-and-navigation).
 */
export async function getMenuAccess(services: Services, caller: Caller, query: MenuAccessQuery): Promise<MenuItem[]> {
  const isOwnMenu =
    query.organizationId === caller.organizationId && query.roleId === caller.roleId && query.userId === caller.userId;
  const isOwnUser = query.userId === caller.userId && query.organizationId === caller.organizationId;
  if (isOwnMenu) {
    // The caller's own organisation and role were loaded with the session: no need to look them up.
    if (query.orgTypeId !== caller.orgTypeId) throw new AppError(400, 'organizationTypeMismatch');
  } else if (isOwnUser && !(await hasPermission(services, caller, 'menuView'))) {
    // The role asked for is the one stored at sign-in and has changed since: answer the role the person
    // has now rather than leave them with no navigation until they sign in again.
    if (query.orgTypeId !== caller.orgTypeId) throw new AppError(400, 'organizationTypeMismatch');
    return menuTreeOf(await findRoleGrants(services, caller, caller));
  } else {
    await assertMayReadMenuAccess(services, caller, query);
    if (!(await findUserInOrganization(services.db, query.userId, query.organizationId))) {
      throw new AppError(404, 'userNotFound');
    }
  }
  // The organisation type asked with was checked against the organisation above.
  return menuTreeOf(await findRoleGrants(services, caller, query));
}

/** The menu-access matrix an administrator edits (docs/product/administration.md#menu-settings). */
export async function getMenu(services: Services, caller: Caller, query: MenuQuery): Promise<MenuAccessMatrix> {
  await assertMayReadMenuAccess(services, caller, query);
  return buildMatrix(await findRoleGrants(services, caller, query));
}

/**
 * Saves which actions a role may use in an organisation (the menu-settings screen). An administrator
 * grants only what its own role holds, so that no one can hand out more than they have, nothing the
 * organisation's type may not be granted, and cannot take away its own access to menu settings. One
 * refused entry refuses the whole request: nothing is saved.
 */
export async function setMenu(services: Services, caller: Caller, request: SetMenuRequest): Promise<void> {
  const organization = await assertMayManageMenuAccess(services, caller, 'menuEdit', {
    organizationId: request.organization_id,
    roleId: request.role_id,
  });
  const catalogue = await findCatalogueActions(services.db);
  const held = await findRoleGrants(services, caller, caller);
  const isOwnRole = request.role_id === caller.roleId && request.organization_id === caller.organizationId;
  const grants = request.menus.flatMap((menu) =>
    menu.features.flatMap((feature) =>
      feature.actions.map((action) => {
        const entry = catalogue.find(
          (candidate) =>
            candidate.menuId === menu.menu_id &&
            candidate.featureId === feature.feature_id &&
            candidate.actionName === action.action_name,
        );
        if (!entry) {
          throw new AppError(400, 'noSuchMenuAction', {
            message: `No action ${action.action_name} on feature ${feature.feature_id} of menu ${menu.menu_id}`,
          });
        }
        if (!isGrantableTo(organization.orgTypeId, entry.element)) {
          throw new AppError(400, 'agencyOnlyFeature', {
            message: `${entry.featureLabel} is for the agency's roles only and cannot be granted to a client organization's role`,
          });
        }
        const holds = held.some((grant) => grant.featureId === entry.featureId && grant.actionName === entry.actionName && grant.checked);
        if (action.checked && !holds) throw new AppError(403, 'cannotGrantUnheld');
        if (!action.checked && isOwnRole && entry.element === 'MenuSettings') throw new AppError(409, 'cannotLockOutSelf');
        return { featureActionId: entry.featureActionId, checked: action.checked };
      }),
    ),
  );
  await services.db.transaction(async (tx) => {
    await saveGrants(tx, request.role_id, request.organization_id, grants);
    await recordAudit(tx, {
      event: 'menu.updated',
      actorUserId: caller.userId,
      organizationId: request.organization_id,
      ip: caller.ip,
      detail: { role_id: request.role_id, changed: grants.length },
    });
  });
}

/**
 * The caller may see (or, with menuEdit, change) the menu access of a role in an organisation: it has
 * the permission, the organisation is in its scope, and the role belongs to the organisation's type.
 */
async function assertMayManageMenuAccess(
  services: Services,
  caller: Caller,
  permission: 'menuView' | 'menuEdit',
  target: { organizationId: number; roleId: number },
) {
  await assertPermission(services, caller, permission);
  await assertOrganizationInScope(services, caller, target.organizationId);
  const organization = await findOrganization(services.db, target.organizationId);
  if (!organization) throw new AppError(404, 'organizationNotFound');
  const role = await findRole(services.db, target.roleId);
  if (!role) throw new AppError(404, 'roleNotFound');
  if (role.orgTypeId !== organization.orgTypeId) throw new AppError(400, 'roleNotOfOrganizationType');
  return organization;
}

/** A read names the organisation type as well; it must be the organisation's. */
async function assertMayReadMenuAccess(services: Services, caller: Caller, query: MenuQuery): Promise<void> {
  const organization = await assertMayManageMenuAccess(services, caller, 'menuView', query);
  if (organization.orgTypeId !== query.orgTypeId) throw new AppError(400, 'organizationTypeMismatch');
}

/**
 * Trees built, by the grants they were built from: kept grants are one (frozen) array for as long as
 * the access generation holds (docs/decisions/0021), so every request of a role between two changes
 * shares one tree, and a tree goes when its grants do.
 */
const menuTrees = new WeakMap<readonly GrantRow[], MenuItem[]>();

function menuTreeOf(grants: readonly GrantRow[]): MenuItem[] {
  let tree = menuTrees.get(grants);
  if (!tree) {
    tree = buildMenuTree(grants);
    menuTrees.set(grants, tree);
  }
  return tree;
}

function buildMenuTree(rows: readonly GrantRow[]): MenuItem[] {
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

function buildMatrix(rows: readonly GrantRow[]): MenuAccessMatrix {
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
