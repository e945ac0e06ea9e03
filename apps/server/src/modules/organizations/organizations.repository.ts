import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { OnboardingState } from '@roi/contract/onboarding';
import type { Database } from '../../db/database.js';
import { containing } from '../../db/like.js';
import { organizationTypes, organizations, roles, users } from '../../db/schema.js';

export async function findOrganization(db: Database, organizationId: number) {
  const [row] = await db
    .select({ id: organizations.id, orgTypeId: organizations.orgTypeId, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/**
 * Organisations by name, id and name only: every one (for the agency's choices), or only the one given
 * (anyone else's own). What the Organization choices of the post editor, the approval screen and the
 * dashboard list.
 */
export async function listOrganizationNames(db: Database, onlyOrganizationId: number | undefined) {
  return db
    .select({ id: organizations.id, organization_name: organizations.name })
    .from(organizations)
    .where(onlyOrganizationId === undefined ? undefined : eq(organizations.id, onlyOrganizationId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export async function findRole(db: Database, roleId: number) {
  const [row] = await db
    .select({ id: roles.id, orgTypeId: roles.orgTypeId, level: roles.level })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
}

const organizationColumns = {
  id: organizations.id,
  organization_name: organizations.name,
  org_type_id: organizations.orgTypeId,
  org_type_name: organizationTypes.name,
  website: organizations.website,
  country: organizations.country,
  timezone: organizations.timezone,
  company_logo_url: organizations.companyLogoUrl,
  primary_color: organizations.primaryColor,
  secondary_color: organizations.secondaryColor,
  header_font: organizations.headerFont,
  body_font: organizations.bodyFont,
  allow_images_without_alt_text: organizations.allowImagesWithoutAltText,
  plain_language_grade: organizations.plainLanguageGrade,
  assistant_label: organizations.assistantLabel,
  track_links: organizations.trackLinks,
  user_count: sql<number>`(select count(*)::int from ${users} where ${users.organizationId} = ${organizations.id})`,
  created_at: organizations.createdAt,
};

function selectOrganizations(db: Database) {
  return db
    .select(organizationColumns)
    .from(organizations)
    .innerJoin(organizationTypes, eq(organizationTypes.id, organizations.orgTypeId));
}

export async function listOrganizations(
  db: Database,
  filter: { orgTypeId?: number; search?: string },
  pageNumber: number,
  pageSize: number,
) {
  const where = and(
    filter.orgTypeId ? eq(organizations.orgTypeId, filter.orgTypeId) : undefined,
    filter.search ? ilike(organizations.name, containing(filter.search)) : undefined,
  );
  const records = await selectOrganizations(db)
    .where(where)
    .orderBy(asc(organizations.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [total] = await db.select({ count: count() }).from(organizations).where(where);
  return { records, totalCount: total?.count ?? 0 };
}

export async function findOrganizationRecord(db: Database, organizationId: number) {
  const [row] = await selectOrganizations(db).where(eq(organizations.id, organizationId));
  return row;
}

export interface OrganizationChanges {
  name?: string;
  website?: string | null;
  country?: string;
  timezone?: string;
  primaryColor?: string;
  secondaryColor?: string;
  headerFont?: string;
  bodyFont?: string;
  companyLogoUrl?: string | null;
  allowImagesWithoutAltText?: boolean;
  plainLanguageGrade?: number | null;
  assistantLabel?: string | null;
  trackLinks?: boolean;
}

export async function insertOrganization(db: Database, organization: OrganizationChanges & { name: string; orgTypeId: number }) {
  const [row] = await db.insert(organizations).values(organization).returning({ id: organizations.id });
  return row!.id;
}

export async function updateOrganization(db: Database, organizationId: number, changes: OrganizationChanges) {
  await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

export async function listOrganizationTypes(db: Database) {
  return db.select({ id: organizationTypes.id, name: organizationTypes.name }).from(organizationTypes).orderBy(asc(organizationTypes.id));
}

export async function listRoles(db: Database, orgTypeId: number) {
  return db
    .select({ id: roles.id, name: roles.name, org_type_id: roles.orgTypeId })
    .from(roles)
    .where(eq(roles.orgTypeId, orgTypeId))
    .orderBy(asc(roles.id));
}

export async function findOnboarding(db: Database, organizationId: number) {
  const [row] = await db.select({ state: organizations.onboarding }).from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function setOnboarding(db: Database, organizationId: number, state: OnboardingState) {
  await db.update(organizations).set({ onboarding: state, updatedAt: new Date() }).where(eq(organizations.id, organizationId));
}
