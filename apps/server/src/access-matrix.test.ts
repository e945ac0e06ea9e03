import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { ENDPOINTS } from '@roi/contract/endpoints';
import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { webhookEndpoints } from '@roi/contract/endpoints/webhooks';
import { recordsEndpoints } from '@roi/contract/endpoints/archive';
import { factEndpoints } from '@roi/contract/endpoints/facts';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { profileEndpoints } from '@roi/contract/endpoints/users';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import type { MenuItem } from '@roi/contract/menu';
import { DEFAULT_APPROVAL_STEPS } from '@roi/contract/approvals';
import { PERMISSIONS, type PermissionName } from '@roi/contract/permissions';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { campaigns, contentPieces, libraryImages, postReviews, reviewLinks } from './db/schema.js';
import { answerOf } from './test/answers.js';
import { connectNetwork, createPostAs, nextStepOf, POST_SETUP, savedPostOf } from './test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, menuQuery, type TenantFixture, type TestApp } from './test/test-app.js';

/**
 * Every route the API registers, called by everyone who might try it: no token, an
 * expired one, a forged one; a Member, a Manager and an Admin of the organisation the call is about
 * (Riverside); an Admin of another client organisation (Lakeside); an agency user. The routes are the
 * endpoint table's: an endpoint added without a line here fails the first test, so none escapes the
 * matrix, and one whose declared access the matrix contradicts fails the second.
 */

type Role = 'member' | 'manager' | 'admin' | 'outsider' | 'agency';
type Request = { query?: Record<string, string>; payload?: unknown };

interface RouteCase {
  /** Who may call it; Riverside's other roles get 403. */
  allowed: readonly Exclude<Role, 'outsider'>[];
  /**
   * 'riverside': the call names Riverside's things; the outsider gets 404 as if they did not exist
   * (403 when their role may not make the call at all). 'own': the call is about the caller's own
   * things; the outsider is held to what a Riverside admin may do.
   */
  scope: 'riverside' | 'own';
  request: (caller: SessionData) => Request | Promise<Request>;
  /**
   * Every route that takes an id of an organisation's things names, here, ids that exist nowhere:
   * another organisation gets exactly the answer it gets for Riverside's ids (`request`, or `foreign`
   * for a route about the caller's own things), so that those cannot be told from missing ones.
   */
  missing?: (caller: SessionData) => Request;
  foreign?: (caller: SessionData) => Request;
  /**
   * Why this call refuses some holders of its endpoint's permission: the service asks more of them for
   * the request made here. Without it, the roles allowed are exactly the holders of the permission.
   */
  narrowerThanPermission?: string;
}

const EVERYONE = ['member', 'manager', 'admin', 'agency'] as const;
const PUBLISHERS = ['manager', 'admin', 'agency'] as const;
const ADMINS = ['admin', 'agency'] as const;
/** Those whose role manages others' posts (Posts: Delete). */
const POST_MANAGERS = ['manager', 'admin', 'agency'] as const;

let t: TestApp;
let f: TenantFixture;
let sessions: Record<Role, SessionData>;
let memberRoleId: number;
let integrationId: number;
let draftId: number;
let postedId: number;
let invitedUserId: number;
let riversideKeyId: number;
let riversideWebhookId: number;
/** An id no row has. */
const MISSING_ID = 2_147_483_647;
let unique = 0;
const next = () => `${Date.now()}-${(unique += 1)}`;
/** The analytics screen's default range: the last 28 days. */
const analyticsRange = () => ({ from: new Date(Date.now() - 27 * 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) });
/** The calendar's month around now, as the screen asks for it. */
const calendarRange = () => ({
  from: new Date(Date.now() - 14 * 86_400_000).toISOString(),
  to: new Date(Date.now() + 28 * 86_400_000).toISOString(),
});
const inAnHour = () => utcToZonedLocal(new Date(Date.now() + 60 * 60 * 1000), 'UTC');

/** A scheduled post of Riverside's, made by its admin, for the calls that change a schedule. */
async function scheduledPost(): Promise<number> {
  const response = await createPostAs(t, f.riversideAdmin, {
    publish_status: 2,
    post_content: '<p>RIVERSIDE-PLAN scheduled</p>',
    post_to: [{ platform_name: 'linkedin' }],
    schedule_at: inAnHour(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response).post_id;
}

/** A draft of Riverside's, made by its admin, for the calls that delete or archive one. */
/** A tiny PNG: what a library upload checks by its content. */
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A new image of Riverside's media library (its file is never read here). */
async function riversideLibraryImage(): Promise<number> {
  const [row] = await t.db
    .insert(libraryImages)
    .values({ organizationId: f.riverside.id, url: `/uploads/${randomBytes(16).toString('hex')}.png`, contentType: 'image/png', byteSize: 70 })
    .returning({ id: libraryImages.id });
  return row!.id;
}

/** A new snippet of Riverside's. */
async function riversidePiece(): Promise<number> {
  const [row] = await t.db
    .insert(contentPieces)
    .values({ organizationId: f.riverside.id, kind: 'snippet', name: `Snippet ${next()}`, body: 'Our region works.' })
    .returning({ id: contentPieces.id });
  return row!.id;
}

async function adminsDraft(): Promise<number> {
  const response = await createPostAs(t, f.riversideAdmin, { publish_status: 1, post_content: '<p>RIVERSIDE-PLAN draft</p>' });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response).post_id;
}

const promptRequest = (caller: SessionData) => ({
  org_id: f.riverside.id,
  user_id: caller.user_id,
  goal: POST_SETUP.goal,
  campaign_name: POST_SETUP.campaign_name,
  post_id: draftId,
  platform_name: 'linkedin',
  keyword: { Industry: POST_SETUP.industry, Region: POST_SETUP.region, Audience: POST_SETUP.audience },
  prompt: 'Announce the rail spur',
});

/**
 * A draft of Riverside's for the calls an author makes on their own post: the caller's own when they
 * may write Riverside's posts, else (another organisation) the Riverside admin's. Submitted for
 * approval when asked.
 */
async function ownDraft(caller: SessionData, { submitted = false } = {}): Promise<{ post_id: number; version: number }> {
  const author = caller.org_id === f.riverside.id || caller.org_id === f.agencyAdmin.org_id ? caller : f.riversideAdmin;
  const response = await createPostAs(t, author, {
    organization_id: f.riverside.id,
    publish_status: 1,
    post_content: `<p>RIVERSIDE-PLAN for review ${next()}</p>`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { post_id, version } = savedPostOf(response);
  if (submitted) {
    const answer = await t.as(author, { method: 'POST', url: API_PATHS.approvalSubmit, payload: { post_id, version } });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return { post_id, version };
}

/** A review link of a submitted draft of the caller's (the Riverside admin's for another organisation). */
async function ownReviewLink(caller: SessionData): Promise<number> {
  const { post_id } = await ownDraft(caller, { submitted: true });
  const [review] = await t.db.select().from(postReviews).where(eq(postReviews.postId, post_id));
  const [link] = await t.db
    .insert(reviewLinks)
    .values({
      reviewId: review!.id,
      postId: post_id,
      organizationId: f.riverside.id,
      tokenHash: `matrix-${next()}`,
      reviewerName: 'RIVERSIDE-PLAN reviewer',
      reviewerEmail: 'reviewer@riverside-edo.test',
      createdBy: review!.submittedBy,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: reviewLinks.id });
  return link!.id;
}

const ROUTES: Record<string, RouteCase> = {
  [`POST ${API_PATHS.invite}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { email: `invitee-${next()}@riverside-edo.test`, role_id: memberRoleId, organization_id: f.riverside.id } }),
    missing: () => ({ payload: { email: `invitee-${next()}@riverside-edo.test`, role_id: memberRoleId, organization_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.reinvite}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { user_id: invitedUserId } }),
    missing: () => ({ payload: { user_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.changePassword}`]: {
    allowed: EVERYONE,
    scope: 'own',
    // A wrong old password: every caller who may try is told so (400), and nothing changes.
    request: (caller) => ({
      payload: { user_id: caller.user_id, email: caller.username, old_password: 'Wrong!Pass1', new_password: 'Another!Pass2' },
    }),
  },
  [`GET ${API_PATHS.getMenu}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ query: { orgTypeId: '2', roleId: String(memberRoleId), organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { orgTypeId: '2', roleId: String(memberRoleId), organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.getMenuAccess}`]: { allowed: EVERYONE, scope: 'own', request: (caller) => ({ query: menuQuery(caller) }) },
  [`PUT ${API_PATHS.setMenu}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { role_id: memberRoleId, organization_id: f.riverside.id, menus: [] } }),
    missing: () => ({ payload: { role_id: memberRoleId, organization_id: MISSING_ID, menus: [] } }),
  },
  [`POST ${API_PATHS.companyDetails}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: () => ({ payload: { website: 'https://own.example.org', country: 'United States', timezone: 'America/New_York' } }),
  },
  [`GET ${API_PATHS.onboarding}`]: { allowed: EVERYONE, scope: 'own', request: () => ({}) },
  [`POST ${API_PATHS.onboardingEnd}`]: { allowed: ADMINS, scope: 'own', request: () => ({ payload: { state: 'dismissed' } }) },
  [`POST ${API_PATHS.organizationCreate}`]: {
    allowed: ['agency'],
    scope: 'own',
    request: () => ({ payload: { organization_name: `Matrix Partnership ${next()}`, org_type_id: 2 } }),
  },
  [`POST ${API_PATHS.organizationList}`]: { allowed: ['agency'], scope: 'own', request: () => ({ payload: {} }) },
  [`GET ${API_PATHS.organizationGet}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { orgId: String(f.riverside.id) } }),
    missing: () => ({ query: { orgId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.organizationUpdate}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, website: 'https://riverside.example.org' } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, website: 'https://riverside.example.org' } }),
  },
  [`GET ${API_PATHS.supportContact}`]: { allowed: EVERYONE, scope: 'own', request: () => ({}) },
  [`PUT ${API_PATHS.supportContactSave}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: () => ({ payload: { name: 'Digital team', email: 'help@example.org', phone: '', url: '' } }),
  },
  [`POST ${API_PATHS.organizationTypes}`]: { allowed: EVERYONE, scope: 'own', request: () => ({ payload: {} }) },
  [`GET ${API_PATHS.roles}`]: { allowed: EVERYONE, scope: 'own', request: () => ({ query: { orgTypeId: '2' } }) },
  [`POST ${API_PATHS.userList}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id } }),
    missing: () => ({ payload: { organization_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.userGet}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ query: { userId: String(f.riverside.member.id) } }),
    missing: () => ({ query: { userId: String(MISSING_ID) } }),
  },
  [`PUT ${API_PATHS.userEdit}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({
      payload: { user_id: f.riverside.member.id, first_name: 'member', last_name: 'Riverside EDO', role_id: memberRoleId, status: 'active' },
    }),
    missing: () => ({ payload: { user_id: MISSING_ID, first_name: 'member', last_name: 'Riverside EDO', role_id: memberRoleId, status: 'active' } }),
  },
  [`GET ${API_PATHS.profileGet}`]: {
    allowed: EVERYONE,
    scope: 'own',
    request: (caller) => ({ query: { userId: String(caller.user_id) } }),
    foreign: () => ({ query: { userId: String(f.riverside.member.id) } }),
    missing: () => ({ query: { userId: String(MISSING_ID) } }),
  },
  [`PUT ${API_PATHS.profileEdit}`]: {
    allowed: EVERYONE,
    scope: 'own',
    request: async (caller) => {
      const read = await t.as(caller, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(caller.user_id) } });
      const profile = answerOf(profileEndpoints.profileGet, read).data;
      return {
        payload: {
          user_id: caller.user_id,
          first_name: profile.first_name,
          last_name: profile.last_name,
          role_id: caller.role_id,
          organization_id: caller.org_id,
          base64_image: profile.profile_image_url ?? '',
        },
      };
    },
  },
  [`GET ${API_PATHS.referenceGet}`]: { allowed: EVERYONE, scope: 'own', request: () => ({ query: { category: 'goal' } }) },
  [`POST ${API_PATHS.referenceSave}`]: {
    allowed: ['agency'],
    scope: 'own',
    request: () => ({ payload: { category: 'goal', label: `Matrix goal ${next()}` } }),
  },
  [`POST ${API_PATHS.postCreate}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: (caller) => ({
      payload: { organization_id: f.riverside.id, user_id: caller.user_id, ...POST_SETUP, publish_status: 1, post_content: '<p>RIVERSIDE-PLAN</p>' },
    }),
    missing: (caller) => ({
      payload: { organization_id: MISSING_ID, user_id: caller.user_id, ...POST_SETUP, publish_status: 1, post_content: '<p>RIVERSIDE-PLAN</p>' },
    }),
  },
  [`POST ${API_PATHS.postList}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id } }),
    missing: () => ({ payload: { organization_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.postGet}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { postId: String(postedId) } }),
    missing: () => ({ query: { postId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.postCampaigns}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.schedulingCalendar}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ query: { ...calendarRange(), organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { ...calendarRange(), organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.analyticsOverview}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { ...analyticsRange(), organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { ...analyticsRange(), organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.analyticsTable}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { ...analyticsRange(), by: 'campaign', organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { ...analyticsRange(), by: 'campaign', organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.analyticsExport}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { ...analyticsRange(), by: 'post', organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { ...analyticsRange(), by: 'post', organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.analyticsDemographics}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.analyticsReport}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { ...analyticsRange(), organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { ...analyticsRange(), organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.analyticsMonthlyReport}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.analyticsMonthlyReportSave}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, recipients: ['board@riverside.example'] } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, recipients: ['board@riverside.example'] } }),
  },
  [`POST ${API_PATHS.analyticsMonthlyReportSend}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: async () => {
      // Someone to send to, whoever asks.
      await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.analyticsMonthlyReportSave, payload: { recipients: ['board@riverside.example'] } });
      return { payload: { organization_id: f.riverside.id } };
    },
    missing: () => ({ payload: { organization_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.analyticsOutcomes}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { ...analyticsRange(), organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { ...analyticsRange(), organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.analyticsOutcomeRecord}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: async () => ({ payload: { ...OUTCOME, organization_id: f.riverside.id, campaign_id: await riversideCampaign() } }),
    missing: () => ({ payload: { ...OUTCOME, organization_id: MISSING_ID, campaign_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.analyticsOutcomeDelete}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: async () => ({ payload: { outcome_id: await riversideOutcome() } }),
    missing: () => ({ payload: { outcome_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.analyticsOutcomeSecret}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id } }),
    missing: () => ({ payload: { organization_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.dashboard}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.schedulingHealth}`]: {
    // Posts: Create reads it too: the posts list and the editor warn of what would stop a post.
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.schedulingSuggestedTimes}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.schedulingQueueSlots}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.schedulingQueueSlotsSave}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, slots: [{ weekday: 1, time: '09:00' }] } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, slots: [] } }),
  },
  [`GET ${API_PATHS.schedulingFeedAddress}`]: { allowed: PUBLISHERS, scope: 'own', request: () => ({}) },
  [`POST ${API_PATHS.schedulingFeedAddressRenew}`]: { allowed: PUBLISHERS, scope: 'own', request: () => ({ payload: { replace: true } }) },
  [`GET ${API_PATHS.postOrganizations}`]: { allowed: EVERYONE, scope: 'own', request: () => ({}) },
  [`GET ${API_PATHS.libraryList}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.libraryUpload}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, base64: PIXEL_PNG, alt_text: 'A dot', tags: ['matrix'] } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, base64: PIXEL_PNG } }),
  },
  [`POST ${API_PATHS.libraryUpdate}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async () => ({ payload: { id: await riversideLibraryImage(), alt_text: 'A dot', tags: [] } }),
    missing: () => ({ payload: { id: MISSING_ID, alt_text: 'A dot', tags: [] } }),
  },
  [`POST ${API_PATHS.libraryDelete}`]: {
    allowed: POST_MANAGERS,
    scope: 'riverside',
    request: async () => ({ payload: { id: await riversideLibraryImage() } }),
    missing: () => ({ payload: { id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.contentPieceList}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.contentPieceSave}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, kind: 'snippet', name: `Matrix ${next()}`, body: 'Hello' } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, kind: 'snippet', name: 'Matrix', body: 'Hello' } }),
  },
  [`POST ${API_PATHS.contentPieceDelete}`]: {
    allowed: POST_MANAGERS,
    scope: 'riverside',
    request: async () => ({ payload: { id: await riversidePiece() } }),
    missing: () => ({ payload: { id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postDelete}`]: {
    allowed: POST_MANAGERS,
    scope: 'riverside',
    narrowerThanPermission: "the post deleted is another's, which needs Posts: Delete",
    request: async () => ({ payload: { post_id: await adminsDraft() } }),
    missing: () => ({ payload: { post_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postArchive}`]: {
    allowed: POST_MANAGERS,
    scope: 'riverside',
    narrowerThanPermission: "the post archived is another's, which needs Posts: Delete",
    request: async () => ({ payload: { post_id: await adminsDraft(), archived: true } }),
    missing: () => ({ payload: { post_id: MISSING_ID, archived: true } }),
  },
  [`POST ${API_PATHS.postDuplicate}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { post_id: postedId } }),
    missing: () => ({ payload: { post_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postGenerate}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: (caller) => ({ payload: promptRequest(caller) }),
    missing: (caller) => ({ payload: { ...promptRequest(caller), org_id: MISSING_ID, post_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postAltTextSuggest}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    // The test app's writer is the built-in one, which cannot see images: allowed callers are answered 409.
    request: () => ({ payload: { org_id: f.riverside.id, post_id: draftId, image: `/uploads/${'0'.repeat(32)}.png` } }),
    missing: () => ({ payload: { org_id: MISSING_ID, post_id: MISSING_ID, image: `/uploads/${'0'.repeat(32)}.png` } }),
  },
  [`POST ${API_PATHS.postGenerateVersion}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: (caller) => ({ payload: { ...promptRequest(caller), text: 'RIVERSIDE-PLAN: a rail spur opens.', shorten: 'yes' } }),
    missing: (caller) => ({
      payload: { ...promptRequest(caller), org_id: MISSING_ID, post_id: MISSING_ID, text: 'RIVERSIDE-PLAN: a rail spur opens.', shorten: 'yes' },
    }),
  },
  [`POST ${API_PATHS.postGenerateStream}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: (caller) => ({ payload: promptRequest(caller) }),
    missing: (caller) => ({ payload: { ...promptRequest(caller), org_id: MISSING_ID, post_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postPublish}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { post_id: postedId } }),
    missing: () => ({ payload: { post_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postReschedule}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: async () => ({ payload: { post_id: await scheduledPost(), schedule_at: inAnHour() } }),
    missing: () => ({ payload: { post_id: MISSING_ID, schedule_at: inAnHour() } }),
  },
  [`POST ${API_PATHS.postWithdraw}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    narrowerThanPermission: "the post withdrawn is another's, which needs Publish",
    request: async () => ({ payload: { post_id: await scheduledPost() } }),
    missing: () => ({ payload: { post_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.approvalChain}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`PUT ${API_PATHS.approvalChain}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    // The default rule written down: the other calls of the matrix see no difference.
    request: () => ({ payload: { organization_id: f.riverside.id, applies_to: 'without_publish', steps: DEFAULT_APPROVAL_STEPS } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, applies_to: 'without_publish', steps: DEFAULT_APPROVAL_STEPS } }),
  },
  [`POST ${API_PATHS.approvalSubmit}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async (caller) => ({ payload: await ownDraft(caller) }),
    missing: () => ({ payload: { post_id: MISSING_ID, version: 1 } }),
  },
  [`POST ${API_PATHS.approvalWithdraw}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async (caller) => ({ payload: { post_id: (await ownDraft(caller, { submitted: true })).post_id } }),
    missing: () => ({ payload: { post_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.approvalDecide}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    narrowerThanPermission: "a Member is not an approver of the default rule's step, nor of their own post",
    request: async () => ({ payload: { ...(await ownDraft(f.riversideMember, { submitted: true })), step: 0, decision: 'approve' } }),
    missing: () => ({ payload: { post_id: MISSING_ID, version: 1, step: 0, decision: 'approve' } }),
  },
  [`GET ${API_PATHS.approvalReview}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async () => ({ query: { postId: String((await ownDraft(f.riversideMember, { submitted: true })).post_id) } }),
    missing: () => ({ query: { postId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.approvalReviews}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { tab: 'decided', organization_id: f.riverside.id } }),
    missing: () => ({ payload: { tab: 'decided', organization_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.approvalWaitingCount}`]: {
    allowed: EVERYONE,
    scope: 'own',
    request: () => ({}),
  },
  [`GET ${API_PATHS.approvalAccounts}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.approvalOrganizations}`]: { allowed: EVERYONE, scope: 'own', request: () => ({}) },
  [`GET ${API_PATHS.approvalCampaigns}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.notifications}`]: { allowed: EVERYONE, scope: 'own', request: () => ({}) },
  [`POST ${API_PATHS.notificationsRead}`]: { allowed: EVERYONE, scope: 'own', request: () => ({ payload: {} }) },
  [`POST ${API_PATHS.approvalEmbargo}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async (caller) => ({ payload: { post_id: (await ownDraft(caller)).post_id, not_before: inAnHour() } }),
    missing: () => ({ payload: { post_id: MISSING_ID, not_before: null } }),
  },
  [`GET ${API_PATHS.reviewLinks}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async (caller) => ({ query: { postId: String((await ownDraft(caller)).post_id) } }),
    missing: () => ({ query: { postId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.reviewLinkCreate}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    // The default rule names no external reviewer: every caller who may send one is told so (400).
    request: async (caller) => ({
      payload: { post_id: (await ownDraft(caller, { submitted: true })).post_id, reviewer_name: 'Dana', reviewer_email: 'dana@example.org' },
    }),
    missing: () => ({ payload: { post_id: MISSING_ID, reviewer_name: 'Dana', reviewer_email: 'dana@example.org' } }),
  },
  [`POST ${API_PATHS.reviewLinkRevoke}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: async (caller) => ({ payload: { link_id: await ownReviewLink(caller) } }),
    missing: () => ({ payload: { link_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.postComments}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { postId: String(draftId) } }),
    missing: () => ({ query: { postId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.postCommentAdd}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { post_id: draftId, body: 'RIVERSIDE-PLAN comment' } }),
    missing: () => ({ payload: { post_id: MISSING_ID, body: 'A comment' } }),
  },
  [`POST ${API_PATHS.oauthAuthorize}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { app_name: 'linkedin', organization_id: f.riverside.id } }),
    missing: () => ({ payload: { app_name: 'linkedin', organization_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.addIntegration}`]: {
    allowed: PUBLISHERS,
    // The state names the organisation: each caller finishes a connection they started for their own.
    scope: 'own',
    request: async (caller) => {
      const started = await t.as(caller, { method: 'POST', url: API_PATHS.oauthAuthorize, payload: { app_name: 'linkedin' } });
      // A caller who may not connect is refused the start too, and finishes with a made-up code.
      const authorizationUrl =
        started.statusCode === 200 ? answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url : '/?code=sandbox-x&state=none';
      const callback = new URL(authorizationUrl, 'http://product.test');
      return {
        payload: {
          user_id: caller.user_id,
          app_name: 'linkedin',
          auth_code: callback.searchParams.get('code'),
          state: callback.searchParams.get('state'),
        },
      };
    },
  },
  [`GET ${API_PATHS.linkedAccounts}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: (caller) => ({ query: { appName: 'linkedin', userId: String(caller.user_id), organizationId: String(f.riverside.id) } }),
    missing: (caller) => ({ query: { appName: 'linkedin', userId: String(caller.user_id), organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.userIntegrations}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: (caller) => ({ query: { userId: String(caller.user_id), organizationId: String(f.riverside.id) } }),
    missing: (caller) => ({ query: { userId: String(caller.user_id), organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.selectAccounts}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { integration_id: integrationId, account_ids: [] } }),
    missing: () => ({ payload: { integration_id: MISSING_ID, account_ids: [] } }),
  },
  [`POST ${API_PATHS.disconnectIntegration}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    // Connected again first (the same member's connection comes back), so that each caller has one to end.
    request: async () => ({ payload: { integration_id: (await connectNetwork(t, f.riversideAdmin)).id } }),
    missing: () => ({ payload: { integration_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.sandboxFeed}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  // Everyone's codes and links: the agency's user administrators alone read them.
  [`GET ${API_PATHS.outbox}`]: {
    allowed: ['agency'],
    scope: 'own',
    request: () => ({}),
    narrowerThanPermission: "a client organisation's user administrators read none of it",
  },
  [`GET ${API_PATHS.apiKeyList}`]: { allowed: ADMINS, scope: 'own', request: () => ({}) },
  [`POST ${API_PATHS.apiKeyCreate}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: () => ({ payload: { name: `Matrix key ${next()}`, permissions: [{ feature: 'Posts', action: 'View' }] } }),
  },
  // Each caller's own organisation's key; the one Riverside's admin made answers the outsider as a missing one.
  [`POST ${API_PATHS.apiKeyRevoke}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: async (caller) => ({ payload: { api_key_id: await apiKeyOf(caller) } }),
    foreign: () => ({ payload: { api_key_id: riversideKeyId } }),
    missing: () => ({ payload: { api_key_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.postImportPreview}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, file_base64: IMPORT_FILE } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, file_base64: IMPORT_FILE } }),
  },
  [`POST ${API_PATHS.postImport}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, file_base64: IMPORT_FILE } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, file_base64: IMPORT_FILE } }),
  },
  [`POST ${API_PATHS.postExport}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ payload: { format: 'csv', organization_id: f.riverside.id } }),
    missing: () => ({ payload: { format: 'csv', organization_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.factList}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`GET ${API_PATHS.factFigures}`]: {
    allowed: EVERYONE,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.factCreate}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { ...FACT, organization_id: f.riverside.id } }),
    missing: () => ({ payload: { ...FACT, organization_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.factDelete}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: async () => ({ payload: { fact_id: await riversideFact() } }),
    missing: () => ({ payload: { fact_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.factImportPreview}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, file_base64: FACT_FILE } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, file_base64: FACT_FILE } }),
  },
  [`POST ${API_PATHS.factImport}`]: {
    allowed: PUBLISHERS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, file_base64: FACT_FILE } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, file_base64: FACT_FILE } }),
  },
  [`GET ${API_PATHS.webhookList}`]: { allowed: ADMINS, scope: 'own', request: () => ({}) },
  [`POST ${API_PATHS.webhookCreate}`]: { allowed: ADMINS, scope: 'own', request: () => ({ payload: WEBHOOK }) },
  [`POST ${API_PATHS.webhookDelete}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: async (caller) => ({ payload: { webhook_id: await webhookOf(caller) } }),
    foreign: () => ({ payload: { webhook_id: riversideWebhookId } }),
    missing: () => ({ payload: { webhook_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.webhookUpdate}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: async (caller) => ({ payload: { ...WEBHOOK, webhook_id: await webhookOf(caller) } }),
    foreign: () => ({ payload: { ...WEBHOOK, webhook_id: riversideWebhookId } }),
    missing: () => ({ payload: { ...WEBHOOK, webhook_id: MISSING_ID } }),
  },
  [`GET ${API_PATHS.webhookDeliveries}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: async (caller) => ({ query: { webhookId: String(await webhookOf(caller)) } }),
    foreign: () => ({ query: { webhookId: String(riversideWebhookId) } }),
    missing: () => ({ query: { webhookId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.webhookTest}`]: {
    allowed: ADMINS,
    scope: 'own',
    request: async (caller) => ({ payload: { webhook_id: await webhookOf(caller) } }),
    foreign: () => ({ payload: { webhook_id: riversideWebhookId } }),
    missing: () => ({ payload: { webhook_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.recordsSearch}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id } }),
    missing: () => ({ payload: { organization_id: MISSING_ID } }),
  },
  [`POST ${API_PATHS.recordsExport}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, text: 'RIVERSIDE-PLAN' } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, text: 'RIVERSIDE-PLAN' } }),
  },
  [`GET ${API_PATHS.recordsSettings}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ query: { organizationId: String(f.riverside.id) } }),
    missing: () => ({ query: { organizationId: String(MISSING_ID) } }),
  },
  [`POST ${API_PATHS.recordsRetentionSave}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, retention: RETENTION } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, retention: RETENTION } }),
  },
  [`POST ${API_PATHS.recordsHoldPlace}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: () => ({ payload: { organization_id: f.riverside.id, reason: 'RIVERSIDE-PLAN request' } }),
    missing: () => ({ payload: { organization_id: MISSING_ID, reason: 'RIVERSIDE-PLAN request' } }),
  },
  [`POST ${API_PATHS.recordsHoldLift}`]: {
    allowed: ADMINS,
    scope: 'riverside',
    request: async () => ({ payload: { organization_id: f.riverside.id, hold_id: await riversideHold() } }),
    missing: () => ({ payload: { organization_id: f.riverside.id, hold_id: MISSING_ID } }),
  },
};

/** Five years for every content type of the archive, as the records screen saves it. */
const RETENTION = { post: 5, assistant: 5, comment: 5, approval: 5, publication: 5, export: 5 };

/** A legal hold on Riverside's archive, placed by its admin. */
async function riversideHold(): Promise<number> {
  const response = await t.as(f.riversideAdmin, {
    method: 'POST',
    url: API_PATHS.recordsHoldPlace,
    payload: { organization_id: f.riverside.id, reason: `RIVERSIDE-PLAN hold ${next()}` },
  });
  return answerOf(recordsEndpoints.recordsHoldPlace, response).data.holds.at(-1)!.id;
}

/** One draft of Riverside's, as a file of posts. */
const IMPORT_FILE = Buffer.from(
  `text,campaign,goal,industry,region,audience\nRIVERSIDE-PLAN imported,${POST_SETUP.campaign_name},${POST_SETUP.goal},${POST_SETUP.industry},${POST_SETUP.region},${POST_SETUP.audience}\n`,
).toString('base64');

/** One fact of Riverside's, as the form sends it and as a file of facts. */
const FACT = { statement: 'RIVERSIDE-PLAN has 1,200 machinists.', value: '1,200', category: 'Workforce', source: 'Survey', as_of: '2026-01-01' };
const FACT_FILE = Buffer.from(
  'statement,value,category,source,as_of\n"RIVERSIDE-PLAN has 1,200 machinists.","1,200",Workforce,Survey,2026-01-01\n',
).toString('base64');

/** A fact of Riverside's to remove, made by its admin. */
async function riversideFact(): Promise<number> {
  const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.factCreate, payload: FACT });
  return answerOf(factEndpoints.factCreate, response).data.fact_id;
}

const OUTCOME = { kind: 'enquiry', occurred_on: '2026-01-05', note: 'RIVERSIDE-PLAN enquiry' };

/** The campaign of Riverside's posts, for outcomes recorded against it. */
async function riversideCampaign(): Promise<number> {
  const [campaign] = await t.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.organizationId, f.riverside.id)).limit(1);
  return campaign!.id;
}

/** An outcome of Riverside's to remove, recorded by its admin. */
async function riversideOutcome(): Promise<number> {
  const response = await t.as(f.riversideAdmin, {
    method: 'POST',
    url: API_PATHS.analyticsOutcomeRecord,
    payload: { ...OUTCOME, campaign_id: await riversideCampaign() },
  });
  return answerOf(analyticsEndpoints.analyticsOutcomeRecord, response).record.id;
}

/** A public address by number, so that registering it needs no name lookup; nothing is sent to it here. */
const WEBHOOK = { url: 'https://203.0.113.10/hooks', events: ['post.published'] };

/** The admin who makes an organisation's keys and webhooks in these calls: the agency's for agency users. */
function adminOf(caller: SessionData): SessionData {
  return caller.org_id === f.riverside.id ? f.riversideAdmin : caller.org_id === f.lakeside.id ? sessions.outsider : f.agencyAdmin;
}

async function webhookOf(caller: SessionData): Promise<number> {
  const response = await t.as(adminOf(caller), { method: 'POST', url: API_PATHS.webhookCreate, payload: WEBHOOK });
  return answerOf(webhookEndpoints.webhookCreate, response).data.id;
}

/** A key the caller's organisation holds, made by its admin. */
async function apiKeyOf(caller: SessionData): Promise<number> {
  const response = await t.as(adminOf(caller), {
    method: 'POST',
    url: API_PATHS.apiKeyCreate,
    payload: { name: `Matrix key ${next()}`, permissions: [{ feature: 'Posts', action: 'View' }] },
  });
  return answerOf(apiKeyEndpoints.apiKeyCreate, response).data.id;
}

/** What one organisation's people must never read in an answer: the other's names, addresses and posts. */
const RIVERSIDE_MARKS = ['Riverside EDO', 'riverside-edo.test', 'RIVERSIDE-PLAN'];
const LAKESIDE_MARKS = ['Lakeside Partnership', 'lakeside-partnership.test', 'LAKESIDE-PLAN'];

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  sessions = {
    member: f.riversideMember,
    manager: await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD),
    admin: f.riversideAdmin,
    outsider: await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD),
    agency: f.agencyAdmin,
  };
  memberRoleId = f.riversideMember.role_id;
  integrationId = (await connectNetwork(t, f.riversideAdmin)).id;
  await connectNetwork(t, sessions.outsider);
  const lakesidePost = await createPostAs(t, sessions.outsider, { publish_status: 1, post_content: '<p>LAKESIDE-PLAN</p>' });
  expect(lakesidePost.statusCode).toBe(200);
  const draft = await createPostAs(t, f.riversideAdmin, { publish_status: 0 });
  draftId = nextStepOf(draft).post_id;
  const posted = await createPostAs(t, f.riversideAdmin, {
    publish_status: 2,
    post_content: '<p>RIVERSIDE-PLAN posted</p>',
    post_to: [{ platform_name: 'linkedin' }],
  });
  postedId = savedPostOf(posted).post_id;
  const invited = await t.as(f.riversideAdmin, {
    method: 'POST',
    url: API_PATHS.invite,
    payload: { email: 'invitee@riverside-edo.test', role_id: memberRoleId, organization_id: f.riverside.id },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  invitedUserId = answerOf(accountEndpoints.invite, invited).data.user_id;
  riversideKeyId = await apiKeyOf(f.riversideAdmin);
  riversideWebhookId = await webhookOf(f.riversideAdmin);
});
afterAll(() => t.close());

function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}

function endpointKey(endpoint: { method: string; path: string }): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The permissions a role holds, as the menu access of the caller's own navigation grants them. */
async function permissionsOf(caller: SessionData): Promise<PermissionName[]> {
  const response = await t.as(caller, { method: 'GET', url: API_PATHS.getMenuAccess, query: menuQuery(caller) });
  expect(response.statusCode, response.body).toBe(200);
  const granted = new Set<string>();
  const collect = (items: MenuItem[]) => {
    for (const item of items) {
      for (const feature of item.feature) {
        for (const action of feature.action) if (action.checked) granted.add(`${feature.element} ${action.action_name}`);
      }
      collect(item.sub);
    }
  };
  collect(answerOf(menuEndpoints.getMenuAccess, response).records);
  return (Object.keys(PERMISSIONS) as PermissionName[]).filter((name) =>
    granted.has(`${PERMISSIONS[name].element} ${PERMISSIONS[name].action}`),
  );
}

describe('the access matrix', () => {
  it("registers exactly the table's endpoints: each authenticated one has its line, the public ones are the table's", () => {
    expect(t.app.apiRoutes.map(routeKey).sort()).toEqual(ENDPOINTS.map(endpointKey).sort());
    const fromTable = new Map(ENDPOINTS.map((endpoint) => [endpointKey(endpoint), endpoint.name]));
    // Each one registered by route() from its own endpoint, none by hand.
    const byHand = t.app.apiRoutes.filter((route) => route.endpoint !== fromTable.get(routeKey(route))).map(routeKey);
    expect(byHand).toEqual([]);
    const authenticated = t.app.apiRoutes.filter((route) => !route.isPublic).map(routeKey).sort();
    expect(authenticated).toEqual(Object.keys(ROUTES).sort());
    const open = t.app.apiRoutes.filter((route) => route.isPublic).map(routeKey).sort();
    expect(open).toEqual(ENDPOINTS.filter((endpoint) => endpoint.access === 'public').map(endpointKey).sort());
  });

  it("allows, of the organisation's own roles, exactly those holding the permission its endpoint declares", async () => {
    const roles = ['member', 'manager', 'admin', 'agency'] as const;
    const held = new Map(await Promise.all(roles.map(async (role) => [role, await permissionsOf(sessions[role])] as const)));
    const disagreements: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const { access } = endpoint;
      if (typeof access !== 'object') continue;
      const key = endpointKey(endpoint);
      const route = ROUTES[key];
      if (!route) continue; // the first test names it
      const refusedHolders = roles.filter((role) => held.get(role)!.includes(access.permission) && !route.allowed.includes(role));
      const allowedOthers = route.allowed.filter((role) => !held.get(role)!.includes(access.permission));
      // A call may ask more than its permission of some requests, never less.
      for (const role of allowedOthers) disagreements.push(`${key}: ${role} is allowed without ${access.permission}`);
      if (!route.narrowerThanPermission) {
        for (const role of refusedHolders) disagreements.push(`${key}: ${role} holds ${access.permission} and is refused`);
      } else if (refusedHolders.length === 0) {
        disagreements.push(`${key}: said to refuse some holders of ${access.permission}, and refuses none`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers 401 without a token, with an expired one and with a forged one, on every authenticated route', async () => {
    const claims = { userId: f.riversideAdmin.user_id, roleId: f.riversideAdmin.role_id, username: f.riversideAdmin.username };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(f.riversideAdmin.user_id))
      .setIssuer('roi-social')
      .setAudience('roi-social-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(f.riversideAdmin.user_id))
      .setIssuer('roi-social')
      .setAudience('roi-social-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-key-that-is-not-the-servers-key-at-all'));
    for (const key of Object.keys(ROUTES)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
      for (const authorization of [undefined, `Bearer ${expired}`, `Bearer ${forged}`]) {
        const response = await t.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload: method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${key} with ${authorization ? 'a bad token' : 'no token'}`).toBe(401);
        expect(response.json()).toMatchObject({ error: true, status_code: 401 });
      }
    }
  });

  // Every route five times over: it grows with the product, so it is given more than the usual time.
  it('lets each role do what its grants give it, hides one organisation from another, and never mixes their data', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
      for (const role of ['member', 'manager', 'admin', 'outsider', 'agency'] as const) {
        const caller = sessions[role];
        const { query, payload } = await route.request(caller);
        const response = await t.as(caller, { method, url, query, payload: method === 'GET' ? undefined : (payload ?? {}) });
        const status = response.statusCode;
        const heldAs = role === 'outsider' && route.scope === 'own' ? 'admin' : role;
        const expected =
          role === 'outsider' && route.scope === 'riverside'
            ? route.allowed.includes('admin')
              ? 'hidden (404)'
              : 'refused (403)'
            : route.allowed.includes(heldAs as Exclude<Role, 'outsider'>)
              ? 'allowed'
              : 'refused (403)';
        const ok =
          expected === 'allowed'
            ? ![401, 403, 404].includes(status) && status < 500
            : status === (expected === 'hidden (404)' ? 404 : 403);
        if (!ok) failures.push(`${key} as ${role}: ${status}, expected ${expected} — ${response.body.slice(0, 160)}`);
        if (status >= 500) failures.push(`${key} as ${role}: a server error`);
        const leaks = role === 'outsider' ? RIVERSIDE_MARKS : role === 'agency' ? [] : LAKESIDE_MARKS;
        for (const mark of leaks) {
          if (response.body.includes(mark)) failures.push(`${key} as ${role}: the answer carries "${mark}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves the calendar feed, a public route, on the token of its address alone: each address its own person’s posts', async () => {
    // Connected again, since a disconnect call may have ended it: scheduling a post needs it.
    await connectNetwork(t, f.riversideAdmin);
    await scheduledPost();
    const feeds: Partial<Record<Role, string>> = {};
    for (const role of ['manager', 'admin', 'outsider', 'agency'] as const) {
      const made = await t.as(sessions[role], { method: 'POST', url: API_PATHS.schedulingFeedAddressRenew, payload: { replace: true } });
      const address = new URL(answerOf(schedulingEndpoints.schedulingFeedAddressRenew, made).data.url!);
      const feed = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
      expect(feed.statusCode, `${role}: ${feed.body.slice(0, 160)}`).toBe(200);
      feeds[role] = feed.body;
    }
    expect(feeds.admin).toContain('RIVERSIDE-PLAN');
    expect(feeds.agency).toContain('RIVERSIDE-PLAN');
    for (const mark of RIVERSIDE_MARKS) expect(feeds.outsider).not.toContain(mark);
    for (const mark of LAKESIDE_MARKS) expect(feeds.admin).not.toContain(mark);
    // A session is no way in: without the address's token there is no feed.
    const withSession = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.calendarFeed, query: { token: 'not-an-address' } });
    expect(withSession.statusCode).toBe(404);
    expect((await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.calendarFeed })).statusCode).toBe(400);
  });

  it("answers another organisation's ids exactly as ids that do not exist, on every route that takes one", async () => {
    const withoutMissing = Object.entries(ROUTES).filter(([, route]) => route.scope === 'riverside' && !route.missing);
    expect(withoutMissing.map(([key]) => key)).toEqual([]);
    const lakesideMember = await t.signIn(f.lakeside.member.email, FIXTURE_PASSWORD);
    // Connected again, since a disconnect call may have ended it: scheduling a post needs it.
    await connectNetwork(t, f.riversideAdmin);
    const differences: string[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      if (!route.missing) continue;
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
      for (const caller of [sessions.outsider, lakesideMember]) {
        const call = ({ query, payload }: Request) =>
          t.as(caller, { method, url, query, payload: method === 'GET' ? undefined : (payload ?? {}) });
        const foreign = await call(await (route.foreign ?? route.request)(caller));
        const missing = await call(route.missing(caller));
        const answers = [foreign, missing].map((response) => `${response.statusCode} ${response.body}`);
        if (answers[0] !== answers[1]) differences.push(`${key} as ${caller.username}: ${answers.join(' / ')}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
