import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { MESSAGES } from '@roi/contract/messages';
import {
  INVITATIONS_PER_ORGANIZATION_PER_HOUR,
  SIGNUP_CODES_PER_DAY,
  SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR,
  SIGNUPS_PER_HOUR,
} from '@roi/contract/constants';
import { z } from 'zod';
import { auditLog, invitations, oneTimeCodes, organizations, rateLimits, users } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import {
  FIXTURE_PASSWORD,
  createClientOrganization,
  createTestApp,
  type ClientOrganization,
  type TestApp,
} from '../../test/test-app.js';
import { readAndSaveDraft } from '../../test/post-fixtures.js';

let t: TestApp;
let mail: SmtpSink;
let riverside: ClientOrganization;
let lakeside: ClientOrganization;
let agencyAdmin: SessionData;
let riversideAdmin: SessionData;
let clientRoles: { admin: number; member: number };

beforeAll(async () => {
  mail = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: mail.url, APP_URL: 'https://social.example.org' });
  riverside = await createClientOrganization(t.db, 'Riverside EDO');
  lakeside = await createClientOrganization(t.db, 'Lakeside Partnership');
  agencyAdmin = await t.signInAsAgencyAdmin();
  riversideAdmin = await t.signIn(riverside.admin.email, FIXTURE_PASSWORD);
  const riversideMember = await t.signIn(riverside.member.email, FIXTURE_PASSWORD);
  clientRoles = { admin: riversideAdmin.role_id, member: riversideMember.role_id };
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: object, session?: SessionData) =>
  session ? t.as(session, { method: 'POST', url, payload }) : t.app.inject({ method: 'POST', url, payload });

function linkIn(text: string): string {
  const match = /https:\/\/social\.example\.org\/userinvite\?externalId=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

function codeIn(text: string, length: number): string {
  const match = new RegExp(`Your code: (\\d{${length}})`).exec(text);
  if (!match) throw new Error(`no ${length}-digit code in: ${text}`);
  return match[1]!;
}

const SIGNUP = {
  first_name: 'Sam',
  last_name: 'Lee',
  organization_name: 'Harbor City Partnership',
  password: 'Harbor!City7',
};

/** Sign-ups are limited per client address: each one here comes from its own unless a test says so. */
let clientAddresses = 0;
const nextClientAddress = () => `198.51.100.${++clientAddresses}`;
const signup = (email: string, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url: API_PATHS.signup, payload: { ...SIGNUP, email }, remoteAddress });

const invite = (session: SessionData, email: string, organizationId: number, roleId = clientRoles.member) =>
  post(API_PATHS.invite, { email, organization_id: organizationId, role_id: roleId, first_name: 'Dana' }, session);

describe('invitations', () => {
  it('invites by email, and the link registers the person, signed in, into the organisation', async () => {
    const response = await invite(agencyAdmin, 'New.Person@Riverside.test', riverside.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: false, message: 'User Invited Successfully', data: { email: 'new.person@riverside.test' } });
    const email = await mail.waitFor('new.person@riverside.test', /invited to join Riverside EDO/);
    expect(email.text).toContain('Riverside EDO');
    expect(email.html).toContain('Riverside EDO');
    const externalId = linkIn(email.text);
    expect(email.html).toContain(externalId);
    expect(externalId.length).toBeGreaterThanOrEqual(43);

    const check = await post(API_PATHS.linkValidation, { externalId });
    expect(check.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.linkValidation, check).data).toEqual({ email: 'new.person@riverside.test', first_name: 'Dana', last_name: '', org_name: 'Riverside EDO' });

    const registered = await post(API_PATHS.register, { firstname: 'Dana', lastname: 'Reyes', password: 'Riverside!Dana7', externalId });
    expect(registered.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.register, registered).data).toMatchObject({ org_id: riverside.id, role_name: 'Member', first_name: 'Dana', last_name: 'Reyes' });
    expect((await t.signIn('new.person@riverside.test', 'Riverside!Dana7')).org_id).toBe(riverside.id);

    // Single use, and a used link says so rather than that it expired.
    const used = await post(API_PATHS.linkValidation, { externalId });
    expect(used.json()).toEqual({ error: true, status_code: 410, message: MESSAGES.linkUsed, code: 'linkUsed' });
    const again = await post(API_PATHS.register, { firstname: 'Eve', lastname: 'X', password: 'Another!Pass7', externalId });
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).code).toBe('linkUsed');
  });

  it('keeps only a hash of the link', async () => {
    await invite(agencyAdmin, 'hashed@riverside.test', riverside.id);
    const externalId = linkIn((await mail.waitFor('hashed@riverside.test', /invited/)).text);
    const stored = await t.db.select({ tokenHash: invitations.tokenHash }).from(invitations);
    expect(stored.some((row) => row.tokenHash === externalId)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses an expired link', async () => {
    await invite(agencyAdmin, 'late@riverside.test', riverside.id);
    const externalId = linkIn((await mail.waitFor('late@riverside.test', /invited/)).text);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'late@riverside.test'));
    await t.db.update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invitations.userId, user!.id));
    const response = await post(API_PATHS.linkValidation, { externalId });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: true, status_code: 410, message: MESSAGES.linkExpired, code: 'linkExpired' });
  });

  it('re-invites with a new link and voids the old one', async () => {
    const first = await invite(riversideAdmin, 'twice@riverside.test', riverside.id);
    const userId = answerOf(accountEndpoints.invite, first).data.user_id;
    const oldLink = linkIn((await mail.waitFor('twice@riverside.test', /invited/)).text);
    const again = await post(API_PATHS.reinvite, { user_id: userId }, riversideAdmin);
    expect(again.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.reinvite, again).message).toBe('User reinvited successfully');
    const newLink = linkIn((await mail.waitFor('twice@riverside.test', /invited/)).text);
    expect(newLink).not.toBe(oldLink);
    const replaced = await post(API_PATHS.linkValidation, { externalId: oldLink });
    expect(replaced.statusCode).toBe(410);
    expect(errorOf(replaced).code).toBe('linkExpired');
    expect((await post(API_PATHS.linkValidation, { externalId: newLink })).statusCode).toBe(200);
  });

  it('lets a client admin invite only into its own organisation', async () => {
    expect((await invite(riversideAdmin, 'own@riverside.test', riverside.id)).statusCode).toBe(200);
    const elsewhere = await invite(riversideAdmin, 'other@lakeside.test', lakeside.id);
    expect(elsewhere.statusCode).toBe(404);
    const reinviteElsewhere = await post(API_PATHS.reinvite, { user_id: lakeside.member.id }, riversideAdmin);
    expect(reinviteElsewhere.statusCode).toBe(404);
  });

  it('refuses a Member, a role of another organisation type, a taken address and a registered user', async () => {
    const member = await t.signIn(riverside.member.email, FIXTURE_PASSWORD);
    expect((await invite(member, 'm@riverside.test', riverside.id)).statusCode).toBe(403);
    expect((await invite(agencyAdmin, 'r@riverside.test', riverside.id, agencyAdmin.role_id)).statusCode).toBe(400);
    const taken = await invite(agencyAdmin, riverside.manager.email, riverside.id);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(MESSAGES.userExists);
    expect((await post(API_PATHS.reinvite, { user_id: riverside.manager.id }, riversideAdmin)).statusCode).toBe(409);
  });

  /** Two organisations of their own, so that these tests leave Riverside's invitations to the others. */
  async function twoOrganizations(names: [string, string]) {
    const organizations = await Promise.all(names.map((name) => createClientOrganization(t.db, name)));
    const admins = await Promise.all(organizations.map((organization) => t.signIn(organization.admin.email, FIXTURE_PASSWORD)));
    return organizations.map((organization, index) => ({ ...organization, session: admins[index]! }));
  }

  it('leaves the address free: another organisation may invite it, and the person may sign up alone, which voids the links', async () => {
    const [hilltop, valley] = await twoOrganizations(['Hilltop EDO', 'Valley EDO']);
    expect((await invite(hilltop!.session, 'free@person.test', hilltop!.id)).statusCode).toBe(200);
    expect((await invite(valley!.session, 'free@person.test', valley!.id)).statusCode).toBe(200);
    const hilltopLink = linkIn((await mail.waitFor('free@person.test', /invited to join Hilltop EDO/)).text);
    const valleyLink = linkIn((await mail.waitFor('free@person.test', /invited to join Valley EDO/)).text);

    expect((await signup('free@person.test')).statusCode).toBe(200);
    const code = codeIn((await mail.waitFor('free@person.test', /sign-up code/)).text, 4);
    const verified = await post(API_PATHS.signupVerify, { email: 'free@person.test', otp: code });
    expect(verified.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.signupVerify, verified).data).toMatchObject({ org_name: SIGNUP.organization_name, role_name: 'Admin' });

    for (const externalId of [hilltopLink, valleyLink]) {
      expect((await post(API_PATHS.linkValidation, { externalId })).statusCode).toBe(410);
      const registered = await post(API_PATHS.register, { firstname: 'Free', lastname: 'Person', password: 'Another!Pass7', externalId });
      expect(registered.statusCode).toBe(410);
    }
    expect((await t.signIn('free@person.test', SIGNUP.password)).org_name).toBe(SIGNUP.organization_name);
  });

  it('voids the other links once one invitation is accepted, and tells of later ones without a link', async () => {
    const [north, south] = await twoOrganizations(['North EDO', 'South EDO']);
    const northInvite = await invite(north!.session, 'both@person.test', north!.id);
    expect(northInvite.statusCode).toBe(200);
    expect((await invite(south!.session, 'both@person.test', south!.id)).statusCode).toBe(200);
    const northLink = linkIn((await mail.waitFor('both@person.test', /invited to join North EDO/)).text);
    const southLink = linkIn((await mail.waitFor('both@person.test', /invited to join South EDO/)).text);

    const registered = await post(API_PATHS.register, { firstname: 'Bo', lastname: 'Th', password: 'South!Both7', externalId: southLink });
    expect(registered.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.register, registered).data).toMatchObject({ org_id: south!.id });
    expect((await post(API_PATHS.linkValidation, { externalId: northLink })).statusCode).toBe(410);

    const again = await post(API_PATHS.reinvite, { user_id: answerOf(accountEndpoints.invite, northInvite).data.user_id }, north!.session);
    expect(again.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.reinvite, again).message).toBe('User reinvited successfully');
    const notice = await mail.waitFor('both@person.test', /You were invited to join North EDO/);
    expect(notice.text).not.toContain('externalId');
    expect((await t.signIn('both@person.test', 'South!Both7')).org_id).toBe(south!.id);
  });

  it('answers an address with an account in another organisation exactly as a new one, and tells that person instead', async () => {
    const [east, west] = await twoOrganizations(['East EDO', 'West EDO']);
    const fresh = await invite(east!.session, 'nobody-yet@east.test', east!.id);
    const taken = await invite(east!.session, west!.manager.email, east!.id);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(200);
    const shape = (response: typeof fresh) => {
      const { data, ...envelope } = z.looseObject({ data: z.record(z.string(), z.unknown()) }).parse(response.json());
      return { envelope, fields: Object.keys(data).sort(), email: typeof data.email, userId: typeof data.user_id };
    };
    expect(shape(taken)).toEqual(shape(fresh));
    const invitation = answerOf(accountEndpoints.invite, taken).data;
    expect(invitation.email).toBe(west!.manager.email);
    expect(invitation.expires_at).toMatch(/^\d{4}-/);
    const notice = await mail.waitFor(west!.manager.email, /You were invited to join East EDO/);
    expect(notice.text).not.toContain('externalId');
    expect((await post(API_PATHS.reinvite, { user_id: invitation.user_id }, east!.session)).statusCode).toBe(200);
    expect((await t.signIn(west!.manager.email, FIXTURE_PASSWORD)).org_id).toBe(west!.id);
  });

  it(`sends at most ${INVITATIONS_PER_ORGANIZATION_PER_HOUR} invitations into one organisation an hour, however many are sent at once`, async () => {
    const [busy] = await twoOrganizations(['Busy EDO', 'Quiet EDO']);
    const answers = await Promise.all(
      Array.from({ length: INVITATIONS_PER_ORGANIZATION_PER_HOUR + 10 }, (_, index) => invite(busy!.session, `flood${index}@busy.test`, busy!.id)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(INVITATIONS_PER_ORGANIZATION_PER_HOUR);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(errorOf(answer).message).toBe(MESSAGES.tooManyInvitations);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const invited = answerOf(accountEndpoints.invite, answers.find((answer) => answer.statusCode === 200)!).data.user_id;
    expect((await post(API_PATHS.reinvite, { user_id: invited }, busy!.session)).statusCode).toBe(429);
    expect((await invite(agencyAdmin, 'calm@riverside.test', riverside.id)).statusCode).toBe(200);
  });

  it.each([
    ['a malformed email', { email: 'nope', organization_id: 2, role_id: 4 }],
    ['a missing role', { email: 'a@b.co', organization_id: 2 }],
    ['a text organisation id', { email: 'a@b.co', organization_id: 'two', role_id: 4 }],
  ])('refuses %s with a clear 400 and invites nobody', async (_name, payload) => {
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await post(API_PATHS.invite, payload, agencyAdmin);
    expect(response.statusCode).toBe(400);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses registration with missing names or a weak password, and leaves the link usable', async () => {
    await invite(agencyAdmin, 'careful@riverside.test', riverside.id);
    const externalId = linkIn((await mail.waitFor('careful@riverside.test', /invited/)).text);
    const noName = await post(API_PATHS.register, { firstname: ' ', lastname: 'X', password: 'Riverside!Dana7', externalId });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).message).toContain(MESSAGES.enterAllFields);
    const weak = await post(API_PATHS.register, { firstname: 'A', lastname: 'B', password: 'Password1!', externalId });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).message).toContain(MESSAGES.commonPassword);
    expect((await post(API_PATHS.linkValidation, { externalId })).statusCode).toBe(200);
  });
});

describe('self sign-up', () => {
  it('creates the organisation and its Admin, signed in, once the emailed code is confirmed', async () => {
    const started = await signup('sam@harbor.test');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: 'OTP sent successfully', data: { email: 'sam@harbor.test', expires_in_seconds: 180 } });
    const email = await mail.waitFor('sam@harbor.test', /sign-up code/);
    const code = codeIn(email.text, 4);
    expect(await t.db.select().from(users).where(eq(users.email, 'sam@harbor.test'))).toHaveLength(0);

    const wrongCode = code === '0000' ? '1111' : '0000';
    expect((await post(API_PATHS.signupVerify, { email: 'sam@harbor.test', otp: wrongCode })).statusCode).toBe(400);
    const verified = await post(API_PATHS.signupVerify, { email: 'sam@harbor.test', otp: code });
    expect(verified.statusCode).toBe(200);
    const session = answerOf(accountEndpoints.signupVerify, verified).data;
    expect(session).toMatchObject({ org_name: 'Harbor City Partnership', org_type: 2, role_name: 'Admin', first_name: 'Sam' });
    // Single use.
    expect((await post(API_PATHS.signupVerify, { email: 'sam@harbor.test', otp: code })).statusCode).toBe(400);

    const details = await post(
      API_PATHS.companyDetails,
      { website: 'https://harbor.example.org', country: 'Canada', timezone: 'America/Los_Angeles' },
      session,
    );
    expect(details.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.companyDetails, details).message).toBe('Company details saved');
    const [organization] = await t.db.select().from(organizations).where(eq(organizations.id, session.org_id));
    expect(organization).toMatchObject({ website: 'https://harbor.example.org', country: 'Canada', timezone: 'America/Los_Angeles' });
    const badCountry = await post(API_PATHS.companyDetails, { website: '', country: 'France', timezone: 'Europe/London' }, session);
    expect(badCountry.statusCode).toBe(400);
  });

  it('offers the new organisation its onboarding until its Admin finishes or dismisses it, for everyone in it', async () => {
    await signup('kim@harbor.test');
    const code = codeIn((await mail.waitFor('kim@harbor.test', /sign-up code/)).text, 4);
    const session = answerOf(accountEndpoints.signupVerify, await post(API_PATHS.signupVerify, { email: 'kim@harbor.test', otp: code })).data;
    const onboardingOf = async (caller: SessionData) =>
      answerOf(organizationEndpoints.onboarding, await t.as(caller, { method: 'GET', url: API_PATHS.onboarding })).data;
    expect(await onboardingOf(session)).toEqual({ state: 'offered', can_complete: true });
    // Organisations the agency made were never offered it; a Member may not go through it.
    expect(await onboardingOf(riversideAdmin)).toEqual({ state: null, can_complete: true });
    expect(await onboardingOf(await t.signIn(riverside.member.email, FIXTURE_PASSWORD))).toEqual({ state: null, can_complete: false });

    const dismissed = await post(API_PATHS.onboardingEnd, { state: 'dismissed' }, session);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ message: MESSAGES.onboardingDismissed, data: { state: 'dismissed' } });
    expect(await onboardingOf(await t.signIn('kim@harbor.test', SIGNUP.password))).toMatchObject({ state: 'dismissed' });
    expect((await post(API_PATHS.onboardingEnd, { state: 'offered' }, session)).statusCode).toBe(400);
  });

  it('answers the same for an address that has an account, which gets an email saying so and no usable code', async () => {
    const response = await signup(riverside.manager.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'OTP sent successfully', data: { email: riverside.manager.email } });
    const email = await mail.waitFor(riverside.manager.email, /already have an account/);
    expect(email.text).not.toMatch(/Your code: \d/);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    await signup('guess@harbor.test');
    const code = codeIn((await mail.waitFor('guess@harbor.test', /sign-up code/)).text, 4);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post(API_PATHS.signupVerify, { email: 'guess@harbor.test', otp: wrong })).statusCode).toBe(400);
    }
    const right = await post(API_PATHS.signupVerify, { email: 'guess@harbor.test', otp: code });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).message).toBe(MESSAGES.invalidOrExpiredCode);
  });

  it('refuses an expired code', async () => {
    await signup('slow@harbor.test');
    const code = codeIn((await mail.waitFor('slow@harbor.test', /sign-up code/)).text, 4);
    await t.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeCodes.email, 'slow@harbor.test'));
    expect((await post(API_PATHS.signupVerify, { email: 'slow@harbor.test', otp: code })).statusCode).toBe(400);
  });

  it('keeps codes only as keyed hashes', async () => {
    await signup('hash@harbor.test');
    const code = codeIn((await mail.waitFor('hash@harbor.test', /sign-up code/)).text, 4);
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'hash@harbor.test'));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(JSON.stringify(row!.payload)).not.toContain('Harbor!City7');
  });

  it('sends at most 5 codes to one address in 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await signup('spam@harbor.test')).statusCode).toBe(200);
    const sixth = await signup('spam@harbor.test');
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).message).toBe(MESSAGES.tooManyCodes);
  });

  it('emails the code with nothing the caller typed but the address', async () => {
    const typed = { first_name: 'Dear customer', last_name: 'Security team', organization_name: 'Urgent: verify your bank details at bank.example' };
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.signup,
      payload: { ...SIGNUP, ...typed, email: 'typed@harbor.test' },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(200);
    const email = await mail.waitFor('typed@harbor.test', /sign-up code/);
    for (const text of Object.values(typed)) {
      expect(email.subject).not.toContain(text);
      expect(email.text).not.toContain(text);
      expect(email.html).not.toContain(text);
    }
    expect(email.text).toMatch(/Your code: \d{4}/);
  });

  it(`takes ${SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR} sign-ups an hour from one client address, however many are sent at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR + 20 }, (_, index) => signup(`crowd${index}@harbor.test`, '203.0.113.9')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(errorOf(answer).message).toBe(MESSAGES.tooManySignups);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await signup('elsewhere@harbor.test', '203.0.113.10')).statusCode).toBe(200);
  });

  it(`takes ${SIGNUPS_PER_HOUR} sign-ups an hour from all client addresses together`, async () => {
    // The hour so far has seen all but one of them.
    const window = { requests: SIGNUPS_PER_HOUR - 1, windowStartedAt: new Date() };
    await t.db.insert(rateLimits).values({ key: 'signups:all', ...window }).onConflictDoUpdate({ target: rateLimits.key, set: window });
    try {
      expect((await signup('last@harbor.test')).statusCode).toBe(200);
      const refused = await signup('one-more@harbor.test');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toBe(MESSAGES.tooManySignups);
      // An hour later the count starts again.
      await t.db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '61 minutes'` }).where(eq(rateLimits.key, 'signups:all'));
      expect((await signup('next-hour@harbor.test')).statusCode).toBe(200);
    } finally {
      await t.db.delete(rateLimits).where(eq(rateLimits.key, 'signups:all'));
    }
  });

  it(`sends at most ${SIGNUP_CODES_PER_DAY} sign-up codes to one address a day`, async () => {
    const age = (interval: string) =>
      t.db
        .update(oneTimeCodes)
        .set({ createdAt: sql`${oneTimeCodes.createdAt} - ${interval}::interval` })
        .where(eq(oneTimeCodes.email, 'target@harbor.test'));
    for (let sent = 0; sent < SIGNUP_CODES_PER_DAY; sent++) {
      // Past the 15-minute window each time, so that only the daily cap can refuse.
      await age('16 minutes');
      expect((await signup('target@harbor.test')).statusCode).toBe(200);
    }
    await age('16 minutes');
    const refused = await signup('target@harbor.test');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(MESSAGES.tooManyCodesToday);
    await age('1 day');
    expect((await signup('target@harbor.test')).statusCode).toBe(200);
  });

  it.each([
    ['a malformed email', { email: 'x', first_name: 'A', last_name: 'B', organization_name: 'O', password: 'Harbor!City7' }],
    ['an empty organisation', { email: 'x@y.co', first_name: 'A', last_name: 'B', organization_name: ' ', password: 'Harbor!City7' }],
    ['a weak password', { email: 'x@y.co', first_name: 'A', last_name: 'B', organization_name: 'O', password: 'weakpass' }],
    ['a code of 3 digits', { email: 'x@y.co', otp: '123' }],
  ])('refuses %s with a clear 400', async (_name, payload) => {
    const url = 'otp' in payload ? API_PATHS.signupVerify : API_PATHS.signup;
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, status_code: 400 });
  });
});

describe('forgotten password', () => {
  it('resets the password with the emailed code and ends every session', async () => {
    const org = await createClientOrganization(t.db, 'Reset Org');
    const oldSession = await t.signIn(org.member.email, FIXTURE_PASSWORD);
    expect(await readAndSaveDraft(t, oldSession)).toEqual([200, 200]);
    const sent = await post(API_PATHS.forgetPasswordOtp, { email: org.member.email });
    expect(sent.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.forgetPasswordOtp, sent).message).toBe('OTP sent successfully');
    const email = await mail.waitFor(org.member.email, /password reset code/);
    expect(email.text).toContain('Reset Org');
    const code = codeIn(email.text, 6);

    const checked = await post(API_PATHS.forgetPasswordOtpVerify, { email: org.member.email, otp: code });
    expect(checked.statusCode).toBe(200);
    const reset = await post(API_PATHS.forgetPasswordVerify, { email: org.member.email, otp: code, password: 'Brand!New7pass' });
    expect(reset.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.forgetPasswordVerify, reset).message).toBe('Password changed successfully');

    const oldRefresh = await post(API_PATHS.refreshToken, { refreshToken: oldSession.refresh_token });
    expect(oldRefresh.statusCode).toBe(401);
    expect(await readAndSaveDraft(t, oldSession)).toEqual([401, 401]);
    expect((await post(API_PATHS.login, { email: org.member.email, password: FIXTURE_PASSWORD })).statusCode).toBe(401);
    expect((await t.signIn(org.member.email, 'Brand!New7pass')).user_id).toBe(org.member.id);
    // Single use.
    const again = await post(API_PATHS.forgetPasswordVerify, { email: org.member.email, otp: code, password: 'Other!New7pass' });
    expect(again.statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and emails nobody', async () => {
    const before = mail.messages.length;
    const response = await post(API_PATHS.forgetPasswordOtp, { email: 'nobody@unknown.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      status_code: 200,
      message: 'OTP sent successfully',
      data: { email: 'nobody@unknown.test', expires_in_seconds: 600 },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.messages.slice(before).filter((message) => message.to === 'nobody@unknown.test')).toEqual([]);
    const guess = await post(API_PATHS.forgetPasswordVerify, { email: 'nobody@unknown.test', otp: '123456', password: 'Brand!New7pass' });
    expect(guess.statusCode).toBe(400);
  });

  it('refuses a common password and keeps the code', async () => {
    const org = await createClientOrganization(t.db, 'Common Org');
    await post(API_PATHS.forgetPasswordOtp, { email: org.admin.email });
    const code = codeIn((await mail.waitFor(org.admin.email, /password reset code/)).text, 6);
    const weak = await post(API_PATHS.forgetPasswordVerify, { email: org.admin.email, otp: code, password: 'Password1!' });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).message).toContain(MESSAGES.commonPassword);
    expect((await post(API_PATHS.forgetPasswordOtpVerify, { email: org.admin.email, otp: code })).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('changes it, keeps this session and ends every other one', async () => {
    const org = await createClientOrganization(t.db, 'Change Org');
    const here = await t.signIn(org.manager.email, FIXTURE_PASSWORD);
    const elsewhere = await t.signIn(org.manager.email, FIXTURE_PASSWORD);
    const response = await post(
      API_PATHS.changePassword,
      { user_id: org.manager.id, email: org.manager.email, old_password: FIXTURE_PASSWORD, new_password: 'Changed!Pass7' },
      here,
    );
    expect(response.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.changePassword, response).message).toBe('Password changed successfully');
    expect(await readAndSaveDraft(t, elsewhere)).toEqual([401, 401]);
    expect(await readAndSaveDraft(t, here)).toEqual([200, 200]);
    expect((await post(API_PATHS.refreshToken, { refreshToken: elsewhere.refresh_token })).statusCode).toBe(401);
    expect((await post(API_PATHS.refreshToken, { refreshToken: here.refresh_token })).statusCode).toBe(200);
    expect((await t.signIn(org.manager.email, 'Changed!Pass7')).user_id).toBe(org.manager.id);
  });

  it('refuses a wrong old password, the same password, a weak one, and someone else', async () => {
    const org = await createClientOrganization(t.db, 'Refuse Org');
    const session = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
    const change = (payload: object) =>
      post(API_PATHS.changePassword, { user_id: org.admin.id, email: org.admin.email, ...payload }, session);
    const wrongOld = await change({ old_password: 'Wrong!Pass7', new_password: 'Changed!Pass7' });
    expect(wrongOld.statusCode).toBe(400);
    expect(errorOf(wrongOld).message).toBe(MESSAGES.oldPasswordIncorrect);
    const same = await change({ old_password: FIXTURE_PASSWORD, new_password: FIXTURE_PASSWORD });
    expect(errorOf(same).message).toBe(MESSAGES.newPasswordSameAsOld);
    expect((await change({ old_password: FIXTURE_PASSWORD, new_password: 'short' })).statusCode).toBe(400);
    const someoneElse = await post(
      API_PATHS.changePassword,
      { user_id: org.member.id, email: org.member.email, old_password: FIXTURE_PASSWORD, new_password: 'Changed!Pass7' },
      session,
    );
    expect(someoneElse.statusCode).toBe(403);
    expect((await t.signIn(org.admin.email, FIXTURE_PASSWORD)).user_id).toBe(org.admin.id);
  });
});

describe('the audit log', () => {
  it('records every account event, without codes or passwords', async () => {
    const events = (await t.db.select().from(auditLog)).map((entry) => entry.event);
    for (const event of [
      'account.invited',
      'account.reinvited',
      'account.registered',
      'account.signup_code_sent',
      'account.signed_up',
      'account.reset_code_sent',
      'account.password_reset',
      'account.password_changed',
      'account.password_change_failed',
      'organization.updated',
    ]) {
      expect(events).toContain(event);
    }
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain('Harbor!City7');
    expect(everything).not.toContain('Brand!New7pass');
  });
});
