import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isGrantableTo } from '@roi/contract/menu-catalogue';
import type { Database } from '../../db/database.js';
import { runInAnyScope } from '../../db/organization-scope.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { accessGeneration, featureActions, menuAccess, menuFeatures, menus } from '../../db/schema.js';

const organizationAccess = alias(menuAccess, 'organization_access');
const defaultAccess = alias(menuAccess, 'default_access');

/**
 * Every action of the catalogue with whether the role may use it in the organisation: the
 * organisation's own row wins over the role's default.
 */
const grantsStatement = preparedPerDatabase((db) =>
  db
    .select({
      menuId: menus.id,
      parentId: menus.parentId,
      menuPath: menus.path,
      menuElement: menus.element,
      menuLabel: menus.languageName,
      placement: menus.placement,
      icon: menus.icon,
      featureId: menuFeatures.id,
      featurePath: menuFeatures.path,
      featureElement: menuFeatures.element,
      featureLabel: menuFeatures.languageName,
      actionName: featureActions.actionName,
      checked: sql<boolean>`coalesce(${organizationAccess.checked}, ${defaultAccess.checked}, false)`,
    })
    .from(menus)
    .innerJoin(menuFeatures, eq(menuFeatures.menuId, menus.id))
    .innerJoin(featureActions, eq(featureActions.featureId, menuFeatures.id))
    .leftJoin(
      organizationAccess,
      and(
        eq(organizationAccess.featureActionId, featureActions.id),
        eq(organizationAccess.roleId, sql.placeholder('roleId')),
        eq(organizationAccess.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .leftJoin(
      defaultAccess,
      and(
        eq(defaultAccess.featureActionId, featureActions.id),
        eq(defaultAccess.roleId, sql.placeholder('roleId')),
        isNull(defaultAccess.organizationId),
      ),
    )
    .orderBy(asc(menus.sortOrder), asc(menuFeatures.sortOrder), asc(featureActions.sortOrder))
    .prepare('find_grants'),
);

/**
 * The grants of a role in an organisation of the given type. Features that type may not be granted are
 * left out, whatever rows are stored: they are neither listed nor held.
 */
export async function findGrants(db: Database, roleId: number, organizationId: number, orgTypeId: number) {
  const rows = await grantsStatement(db).execute({ roleId, organizationId });
  return rows.filter((row) => isGrantableTo(orgTypeId, row.featureElement));
}

export type GrantRow = Awaited<ReturnType<typeof findGrants>>[number];

const accessGenerationStatement = preparedPerDatabase((db) =>
  db.select({ value: accessGeneration.value }).from(accessGeneration).prepare('read_access_generation'),
);

/** The notice every change of the access generation sends (migration 0031): how PGlite's process hears of it. */
export const ACCESS_GENERATION_CHANNEL = 'roi_access_generation';

/**
 * The count of changes to who may do what so far: what was kept in memory under it still holds. Every
 * scope may read it, so it runs on a connection as it is (on PostgreSQL, changing a connection's scope
 * for it would add a round trip to every request).
 */
export async function readAccessGeneration(db: Database): Promise<number> {
  const [row] = await runInAnyScope(() => accessGenerationStatement(db).execute());
  return row!.value;
}
