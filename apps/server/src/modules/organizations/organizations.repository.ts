import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { organizations, roles } from '../../db/schema.js';

export async function findOrganization(db: Database, organizationId: number) {
  const [row] = await db
    .select({ id: organizations.id, orgTypeId: organizations.orgTypeId, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function findRole(db: Database, roleId: number) {
  const [row] = await db
    .select({ id: roles.id, orgTypeId: roles.orgTypeId, level: roles.level })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
}

export async function updateCompanyDetails(
  db: Database,
  organizationId: number,
  details: { website: string; country: string; timezone: string },
) {
  await db
    .update(organizations)
    .set({ website: details.website || null, country: details.country, timezone: details.timezone, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}
