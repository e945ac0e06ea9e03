import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { profileEndpoints } from '@roi/contract/endpoints/users';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf, errorOf } from '../../test/answers.js';
import {
  FIXTURE_PASSWORD,
  createTenantFixture,
  createTestApp,
  type TenantFixture,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#19acf2' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 80, height: 40, channels: 3, background: '#fccf00' } }).jpeg().toBuffer();

function editProfile(session: SessionData, changes: Record<string, unknown>) {
  return t.as(session, {
    method: 'PUT',
    url: API_PATHS.profileEdit,
    payload: {
      user_id: session.user_id,
      first_name: session.first_name,
      last_name: session.last_name,
      role_id: session.role_id,
      organization_id: session.org_id,
      base64_image: session.profile_image_url ?? '',
      ...changes,
    },
  });
}

async function fetchStored(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, metadata: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : undefined };
}

describe('the profile', () => {
  it('answers one’s own profile and, to an admin, a profile in its organisation', async () => {
    const own = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.riversideMember.user_id) } });
    expect(answerOf(profileEndpoints.profileGet, own).data).toMatchObject({ email: f.riverside.member.email, role_name: 'Member', organization_name: 'Riverside EDO' });
    const byAdmin = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.riverside.member.id) } });
    expect(byAdmin.statusCode).toBe(200);
    const byMember = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.riverside.admin.id) } });
    expect(byMember.statusCode).toBe(403);
    const elsewhere = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.lakeside.member.id) } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('saves names and a picture, stored and served as a PNG whatever was sent', async () => {
    const session = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
    const response = await editProfile(session, { first_name: 'Jamie', base64_image: dataUrl('image/jpeg', await jpeg()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Profile updated successfully', data: { first_name: 'Jamie' } });
    const url = answerOf(profileEndpoints.profileEdit, response).data.profile_image_url!;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const { response: served, metadata } = await fetchStored(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(metadata).toMatchObject({ format: 'png', width: 80, height: 40 });
    // Sending the same URL back keeps it; '' removes it.
    const kept = await editProfile({ ...session, profile_image_url: url }, { last_name: 'Ellis' });
    expect(answerOf(profileEndpoints.profileEdit, kept).data).toMatchObject({ last_name: 'Ellis', profile_image_url: url });
    const removed = await editProfile(session, { base64_image: '' });
    expect(answerOf(profileEndpoints.profileEdit, removed).data.profile_image_url).toBeNull();
  });

  it('rasterises an SVG so that its script does not survive', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40" fill="#19acf2" onload="alert(2)"/></svg>',
    );
    const response = await editProfile(f.riversideAdmin, { base64_image: dataUrl('image/svg+xml', svg) });
    expect(response.statusCode).toBe(200);
    const { response: served, metadata } = await fetchStored(answerOf(profileEndpoints.profileEdit, response).data.profile_image_url!);
    expect(metadata?.format).toBe('png');
    expect(served.rawPayload.includes(Buffer.from('alert'))).toBe(false);
  });

  it.each([
    ['a text file named as a PNG', 'image/png', () => Promise.resolve(Buffer.from('just some text, not an image')), 415, MESSAGES.imageType],
    ['a GIF', 'image/gif', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer(), 415, MESSAGES.imageType],
    ['a PDF declared as JPEG', 'image/jpeg', () => Promise.resolve(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')), 415, MESSAGES.imageType],
    ['2 MB and one byte', 'image/png', async () => Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 + 1 - (await png()).length)]), 413, MESSAGES.imageTooLarge],
    [
      'huge pixel dimensions in a tiny file',
      'image/svg+xml',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="1" height="1"/></svg>')),
      413,
      MESSAGES.imageDimensions,
    ],
  ])('refuses %s, and changes nothing', async (_name, type, makeBytes, status, message) => {
    const before = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.riversideAdmin.user_id) } });
    const response = await editProfile(f.riversideAdmin, { first_name: 'Changed', base64_image: dataUrl(type, await makeBytes()) });
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).message).toBe(message);
    const after = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.riversideAdmin.user_id) } });
    expect(answerOf(profileEndpoints.profileGet, after).data).toEqual(answerOf(profileEndpoints.profileGet, before).data);
  });

  it('refuses a value that is neither a data URL, the current picture nor empty', async () => {
    const response = await editProfile(f.riversideAdmin, { base64_image: 'https://elsewhere.example.com/me.png' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(MESSAGES.imageUnreadable);
  });

  it("refuses a change of role or organisation, and someone else's profile", async () => {
    const role = await editProfile(f.riversideMember, { role_id: f.riversideAdmin.role_id });
    expect(role.statusCode).toBe(400);
    expect(errorOf(role).message).toBe(MESSAGES.profileRoleReadOnly);
    const other = await editProfile(f.riversideAdmin, { user_id: f.riverside.member.id });
    expect(other.statusCode).toBe(403);
  });
});

describe('organisation logos', () => {
  it('stores a logo sent with the organisation and serves it', async () => {
    const response = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.organizationUpdate,
      payload: { organization_id: f.riverside.id, company_logo: dataUrl('image/png', await png(2000, 500)) },
    });
    expect(response.statusCode).toBe(200);
    const url = answerOf(organizationEndpoints.organizationUpdate, response).data.company_logo_url!;
    const { metadata } = await fetchStored(url);
    expect(metadata).toMatchObject({ format: 'png', width: 1024, height: 256 });
    const untouched = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.organizationUpdate,
      payload: { organization_id: f.riverside.id, website: 'https://riverside.example.org' },
    });
    expect(answerOf(organizationEndpoints.organizationUpdate, untouched).data.company_logo_url).toBe(url);
  });
});
