import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isGrantableTo, MENU_CATALOGUE } from '@roi/contract/menu-catalogue';
import type { Database } from './database.js';
import { AGENCY_ORGANIZATION, ORGANIZATION_TYPES, REFERENCE_DATA, ROLES } from './seed-catalogue.js';
import {
  featureActions,
  menuAccess,
  menuFeatures,
  menus,
  organizationTypes,
  organizations,
  referenceData,
  roles,
  seedState,
  users,
} from './schema.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';

export interface SeedOptions {
  admin: { email: string; password: string | undefined };
}

export interface SeedResult {
  /** Set only when this start created the first admin with a generated password. */
  generatedAdminPassword: string | undefined;
}

/**
 * Seeds what the product needs to run. Idempotent: catalogue entries owned by the code are added or
 * updated (an entry removed from the code stays until a migration removes it); rows that
 * administrators own (grants, organisations, users) are only ever added, never changed — except grants
 * of a feature the role's organisation type may not be granted, which are removed.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const fingerprint = catalogueFingerprint();
  const [state] = await db.select({ fingerprint: seedState.fingerprint }).from(seedState);
  if (state?.fingerprint !== fingerprint) {
    await seedCatalogues(db);
    await db.insert(seedState).values({ fingerprint }).onConflictDoUpdate({ target: seedState.single, set: { fingerprint } });
  }
  return seedFirstAdmin(db, options.admin);
}

/** Everything the catalogues are seeded from, as one hash: when it is unchanged, so are they. */
function catalogueFingerprint(): string {
  const catalogues = { ORGANIZATION_TYPES, AGENCY_ORGANIZATION, ROLES, MENU_CATALOGUE, REFERENCE_DATA };
  return createHash('sha256').update(JSON.stringify(catalogues)).digest('hex');
}

async function seedCatalogues(db: Database): Promise<void> {
  await db.insert(organizationTypes).values(ORGANIZATION_TYPES).onConflictDoNothing();
  await db.insert(organizations).values(AGENCY_ORGANIZATION).onConflictDoNothing();
  // The agency was inserted with an explicit id; move the identity past it.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('organizations', 'id'), greatest((select max(id) from organizations), 1))`,
  );
  await db.insert(roles).values(ROLES).onConflictDoNothing();
  await seedMenuCatalogue(db);
  await seedReferenceData(db);
}

async function seedMenuCatalogue(db: Database): Promise<void> {
  const allRoles = await db.select().from(roles);
  for (const [menuIndex, entry] of MENU_CATALOGUE.entries()) {
    const menuColumns = {
      element: entry.element,
      languageName: entry.label,
      placement: entry.placement,
      icon: entry.icon,
      sortOrder: menuIndex,
    };
    const [menu] = await db
      .insert(menus)
      .values({ path: entry.path, ...menuColumns })
      .onConflictDoUpdate({ target: menus.path, set: menuColumns })
      .returning({ id: menus.id });
    for (const [featureIndex, feature] of entry.features.entries()) {
      const featureColumns = { path: feature.path, languageName: feature.label, sortOrder: featureIndex };
      const grantable = allRoles.filter((role) => isGrantableTo(role.orgTypeId, feature.element));
      const withheld = allRoles.filter((role) => !grantable.includes(role));
      const [featureRow] = await db
        .insert(menuFeatures)
        .values({ menuId: menu!.id, element: feature.element, ...featureColumns })
        .onConflictDoUpdate({ target: menuFeatures.element, set: { menuId: menu!.id, ...featureColumns } })
        .returning({ id: menuFeatures.id });
      for (const [actionIndex, [actionName, grantees]] of Object.entries(feature.actions).entries()) {
        const [action] = await db
          .insert(featureActions)
          .values({ featureId: featureRow!.id, actionName, sortOrder: actionIndex })
          .onConflictDoUpdate({
            target: [featureActions.featureId, featureActions.actionName],
            set: { sortOrder: actionIndex },
          })
          .returning({ id: featureActions.id });
        await db
          .insert(menuAccess)
          .values(
            grantable.map((role) => ({
              roleId: role.id,
              organizationId: null,
              featureActionId: action!.id,
              checked: grantees?.includes(role.level) ?? false,
            })),
          )
          .onConflictDoNothing();
        if (withheld.length > 0) {
          // Grants an earlier version let administrators store: they never apply, and are not kept.
          await db
            .delete(menuAccess)
            .where(and(eq(menuAccess.featureActionId, action!.id), inArray(menuAccess.roleId, withheld.map((role) => role.id))));
        }
      }
    }
  }
}

async function seedReferenceData(db: Database): Promise<void> {
  const rows = Object.entries(REFERENCE_DATA).flatMap(([category, entries]) =>
    entries.map((entry, index) => ({ category, ...entry, sortOrder: index })),
  );
  await db.insert(referenceData).values(rows).onConflictDoNothing();
}

/**
 * The first admin is created once, while the agency has no user at all: changing ADMIN_EMAIL later
 * does not add a second admin with a password nobody has seen.
 */
async function seedFirstAdmin(db: Database, admin: SeedOptions['admin']): Promise<SeedResult> {
  const [agencyUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, AGENCY_ORGANIZATION.id))
    .limit(1);
  if (agencyUser) return { generatedAdminPassword: undefined };
  const [agencyAdminRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgTypeId, AGENCY_ORGANIZATION.orgTypeId), eq(roles.level, 'admin')));
  const password = admin.password ?? generatePassword();
  await db.insert(users).values({
    organizationId: AGENCY_ORGANIZATION.id,
    roleId: agencyAdminRole!.id,
    email: admin.email,
    firstName: 'Agency',
    lastName: 'Admin',
    passwordHash: await hashPassword(password),
  });
  return { generatedAdminPassword: admin.password ? undefined : password };
}
