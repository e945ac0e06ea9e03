import type {
  OrganizationCreateRequest,
  OrganizationListRequest,
  OrganizationRecord,
  OrganizationUpdateRequest,
} from '@roi/contract/administration';
import { ORG_TYPE } from '@roi/contract/constants';
import type { OnboardingEndRequest, OnboardingStatus } from '@roi/contract/onboarding';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { isPublicAddress } from '../tracked-links/tracked-links.js';
import { applyImageChange, readImageChange } from '../media/images.js';
import { discardUnreferencedImages } from '../media/stored-images.js';
import { assertOrganizationInScope, assertPermission, hasPermission } from '../access/access.service.js';
import {
  findOnboarding,
  findOrganizationRecord,
  insertOrganization,
  listOrganizationTypes,
  listOrganizations,
  listRoles,
  setOnboarding,
  updateOrganization,
  type OrganizationChanges,
} from './organizations.repository.js';

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganizationRecord>>>;

const LOGO_SIDE = 1024;

/** The logo URL to store for an inline logo field, or undefined when the field was left out. */
async function logoUrlFor(services: Services, value: string | undefined, current: string | null) {
  if (value === undefined) return undefined;
  const change = await readImageChange(value, current, { store: services.images, maxSide: LOGO_SIDE });
  return applyImageChange(change, current);
}

function toRecord(services: Services, row: OrganizationRow): OrganizationRecord {
  const { appUrl } = services.config;
  return { ...row, tracked_links: { is_offered: isPublicAddress(appUrl), app_url: appUrl }, created_at: row.created_at.toISOString() };
}

/** Tracked links lead to the product's own address: turning them on where nobody outside could follow them is refused. */
function assertTrackedLinksOffered(services: Services, request: { track_links?: boolean }, isOnAlready = false): void {
  if (request.track_links === true && !isOnAlready && !isPublicAddress(services.config.appUrl)) {
    throw new AppError(409, 'trackedLinksNeedPublicAddress', { details: { field: 'track_links' } });
  }
}

function changesFrom(request: Omit<OrganizationUpdateRequest, 'organization_id' | 'company_logo'>): OrganizationChanges {
  return {
    name: request.organization_name,
    website: request.website === undefined ? undefined : request.website || null,
    country: request.country,
    timezone: request.timezone,
    primaryColor: request.primary_color,
    secondaryColor: request.secondary_color,
    headerFont: request.header_font,
    bodyFont: request.body_font,
    allowImagesWithoutAltText: request.allow_images_without_alt_text,
    plainLanguageGrade: request.plain_language_grade,
    assistantLabel: request.assistant_label,
    trackLinks: request.track_links,
  };
}

/** Every organisation, for those who manage them (the agency's admins by default). */
export async function getOrganizationList(services: Services, caller: Caller, request: OrganizationListRequest) {
  await assertPermission(services, caller, 'organizationsView');
  const { records, totalCount } = await listOrganizations(
    services.db,
    { orgTypeId: request.org_type_id, search: request.search },
    request.page,
    request.page_size,
  );
  return { records: records.map((row) => toRecord(services, row)), total_count: totalCount };
}

/** Anyone reads their own organisation (its branding shows in the shell); others need the permission. */
export async function getOrganization(services: Services, caller: Caller, organizationId: number) {
  if (organizationId !== caller.organizationId) {
    await assertOrganizationInScope(services, caller, organizationId);
    await assertPermission(services, caller, 'organizationsView');
  }
  const row = await findOrganizationRecord(services.db, organizationId);
  if (!row) throw new AppError(404, 'organizationNotFound');
  return toRecord(services, row);
}

/** A new client organisation; there is one agency, created at first start. */
export async function createOrganization(services: Services, caller: Caller, request: OrganizationCreateRequest) {
  await assertPermission(services, caller, 'organizationsCreate');
  assertTrackedLinksOffered(services, request);
  if (request.org_type_id !== ORG_TYPE.economicDevelopment) {
    throw new AppError(400, 'onlyClientOrganizations');
  }
  const id = await insertOrganization(services.db, {
    ...changesFrom(request),
    companyLogoUrl: await logoUrlFor(services, request.company_logo, null),
    name: request.organization_name,
    orgTypeId: request.org_type_id,
  });
  await recordAudit(services.db, {
    event: 'organization.created',
    actorUserId: caller.userId,
    organizationId: id,
    ip: caller.ip,
  });
  return toRecord(services, (await findOrganizationRecord(services.db, id))!);
}

/**
 * An admin edits its own organisation's settings; the agency's admins edit any organisation
 * (docs/product/administration.md#organization-settings-and-branding). Fields left out stay as they are.
 */
export async function editOrganization(services: Services, caller: Caller, request: OrganizationUpdateRequest) {
  // Out of scope answers 404 before any permission is weighed: as if the organisation did not exist.
  await assertOrganizationInScope(services, caller, request.organization_id);
  const isOwn = request.organization_id === caller.organizationId;
  await assertPermission(services, caller, isOwn ? 'orgSettingsEdit' : 'organizationsEdit');
  const current = await findOrganizationRecord(services.db, request.organization_id);
  if (!current) throw new AppError(404, 'organizationNotFound');
  assertTrackedLinksOffered(services, request, current.track_links);
  const companyLogoUrl = await logoUrlFor(services, request.company_logo, current.company_logo_url);
  await updateOrganization(services.db, request.organization_id, { ...changesFrom(request), companyLogoUrl });
  if (companyLogoUrl !== undefined && companyLogoUrl !== current.company_logo_url) {
    await discardUnreferencedImages(services.db, services.images, [current.company_logo_url]);
  }
  await recordAudit(services.db, {
    event: 'organization.updated',
    actorUserId: caller.userId,
    organizationId: request.organization_id,
    ip: caller.ip,
    detail: { fields: Object.keys(request).filter((field) => field !== 'organization_id') },
  });
  return toRecord(services, (await findOrganizationRecord(services.db, request.organization_id))!);
}

export function getOrganizationTypes(services: Services) {
  return listOrganizationTypes(services.db);
}

export async function getRoles(services: Services, orgTypeId: number) {
  const records = await listRoles(services.db, orgTypeId);
  return { records, total_count: records.length };
}

/**
 * Where the caller's organisation stands with its onboarding. It is the organisation's, not the user's:
 * the brand and the LinkedIn connection it sets up are shared, so whichever admin ends it ends it for all.
 */
export async function getOnboarding(services: Services, caller: Caller): Promise<OnboardingStatus> {
  const row = await findOnboarding(services.db, caller.organizationId);
  if (!row) throw new AppError(404, 'organizationNotFound');
  return { state: row.state, can_complete: await hasPermission(services, caller, 'orgSettingsEdit') };
}

/** Ends the onboarding of the caller's organisation, finished or dismissed: it is not offered again. */
export async function endOnboarding(services: Services, caller: Caller, request: OnboardingEndRequest): Promise<OnboardingStatus> {
  await assertPermission(services, caller, 'orgSettingsEdit');
  await setOnboarding(services.db, caller.organizationId, request.state);
  await recordAudit(services.db, {
    event: 'organization.updated',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    ip: caller.ip,
    detail: { fields: ['onboarding'] },
  });
  return { state: request.state, can_complete: true };
}
