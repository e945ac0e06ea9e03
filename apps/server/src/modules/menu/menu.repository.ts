import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { featureActions, menuAccess, menuFeatures, users } from '../../db/schema.js';

export async function findUserInOrganization(db: Database, userId: number, organizationId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  return row;
}

export async function findCatalogueActions(db: Database) {
  return db
    .select({
      featureActionId: featureActions.id,
      featureId: menuFeatures.id,
      menuId: menuFeatures.menuId,
      element: menuFeatures.element,
      featureLabel: menuFeatures.languageName,
      actionName: featureActions.actionName,
    })
    .from(featureActions)
    .innerJoin(menuFeatures, eq(menuFeatures.id, featureActions.featureId));
}

/** The role's own rows in the organisation, overriding its defaults there. */
export async function saveGrants(
  db: Database,
  roleId: number,
  organizationId: number,
  grants: { featureActionId: number; checked: boolean }[],
) {
  if (grants.length === 0) return;
  await db
    .insert(menuAccess)
    .values(grants.map((grant) => ({ roleId, organizationId, ...grant })))
    .onConflictDoUpdate({
      target: [menuAccess.roleId, menuAccess.organizationId, menuAccess.featureActionId],
      set: { checked: sql`excluded.checked` },
    });
}
