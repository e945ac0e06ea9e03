import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { profileEndpoints } from '@roi/contract/endpoints/users';
import { sandboxPosts, users } from '../../db/schema.js';
import { answerOf } from '../../test/answers.js';
import { FIXTURE_PASSWORD, createClientOrganization, createTestApp, type TestApp } from '../../test/test-app.js';
import { createPostAs, savedPostOf, startPost } from '../../test/post-fixtures.js';

let t: TestApp;
let admin: SessionData;
let manager: SessionData;
beforeAll(async () => {
  t = await createTestApp();
  const org = await createClientOrganization(t.db, 'Harbour EDO');
  admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
  manager = await t.signIn(org.manager.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const picture = async (background: string) =>
  `data:image/png;base64,${(await sharp({ create: { width: 16, height: 16, channels: 3, background } }).png().toBuffer()).toString('base64')}`;

/** What anyone, signed in or not, gets for a stored image's URL. */
const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

async function setPicture(session: SessionData, current: string | null, base64_image: string): Promise<string | null> {
  const response = await t.as(session, {
    method: 'PUT',
    url: API_PATHS.profileEdit,
    payload: {
      user_id: session.user_id,
      first_name: session.first_name,
      last_name: session.last_name,
      role_id: session.role_id,
      organization_id: session.org_id,
      base64_image: base64_image === 'keep' ? (current ?? '') : base64_image,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(profileEndpoints.profileEdit, response).data.profile_image_url;
}

async function updateOrganization(changes: Record<string, unknown>): Promise<string | null> {
  const response = await t.as(admin, {
    method: 'POST',
    url: API_PATHS.organizationUpdate,
    payload: { organization_id: admin.org_id, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(organizationEndpoints.organizationUpdate, response).data.company_logo_url;
}

async function saveDraft(postId: number, assets: ({ base64: string } | { url: string })[]): Promise<string[]> {
  const response = await createPostAs(t, admin, {
    publish_status: 1,
    post_id: postId,
    post_assests: assets.map((asset) => ({ ...asset, file_type: 'IMAGE' })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response).post_assests.map((asset) => asset.url);
}

describe('a stored image nothing refers to any more', () => {
  it('answers 404 once a profile picture is replaced or removed', async () => {
    const first = (await setPicture(manager, null, await picture('#19acf2')))!;
    expect(await served(first)).toBe(200);
    const second = (await setPicture(manager, first, await picture('#fccf00')))!;
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    // Sending the current URL back keeps it.
    expect(await setPicture(manager, second, 'keep')).toBe(second);
    expect(await served(second)).toBe(200);
    expect(await setPicture(manager, second, '')).toBeNull();
    expect(await served(second)).toBe(404);
  });

  it("answers 404 once an organisation's logo is replaced or removed", async () => {
    const first = (await updateOrganization({ company_logo: await picture('#19acf2') }))!;
    expect(await served(first)).toBe(200);
    const second = (await updateOrganization({ company_logo: await picture('#fccf00') }))!;
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    // A change that leaves the logo out keeps it.
    expect(await updateOrganization({ website: 'https://harbour.example.org' })).toBe(second);
    expect(await served(second)).toBe(200);
    expect(await updateOrganization({ company_logo: '' })).toBeNull();
    expect(await served(second)).toBe(404);
  });

  it("answers 404 once a post's image is taken out of it or its images are replaced", async () => {
    const { post_id } = await startPost(t, admin);
    const [first, second] = await saveDraft(post_id, [{ base64: await picture('#19acf2') }, { base64: await picture('#fccf00') }]);
    expect([await served(first!), await served(second!)]).toEqual([200, 200]);
    expect(await saveDraft(post_id, [{ url: second! }])).toEqual([second]);
    expect(await served(first!)).toBe(404);
    expect(await served(second!)).toBe(200);
    const [third] = await saveDraft(post_id, [{ base64: await picture('#00c0d7') }]);
    expect(await served(second!)).toBe(404);
    expect(await served(third!)).toBe(200);
    // A save that does not send the images keeps them.
    const kept = await createPostAs(t, admin, { publish_status: 1, post_id, post_content: '<p>Still here</p>' });
    expect(savedPostOf(kept).post_assests).toEqual([{ url: third, file_type: 'IMAGE', alt_text: '' }]);
    expect(await served(third!)).toBe(200);
    expect(await saveDraft(post_id, [])).toEqual([]);
    expect(await served(third!)).toBe(404);
  });

  it('is still served while anything else refers to it', async () => {
    // The same image twice in one post: taking one out keeps the other.
    const { post_id } = await startPost(t, admin);
    const [image] = await saveDraft(post_id, [{ base64: await picture('#19acf2') }]);
    expect(await saveDraft(post_id, [{ url: image! }, { url: image! }])).toEqual([image, image]);
    expect(await saveDraft(post_id, [{ url: image! }])).toEqual([image]);
    expect(await served(image!)).toBe(200);

    // A picture another record refers to, and a post image the sandbox network published.
    const picture1 = (await setPicture(manager, null, await picture('#fccf00')))!;
    await t.db.update(users).set({ profileImageUrl: picture1 }).where(eq(users.id, admin.user_id));
    expect(await setPicture(manager, picture1, '')).toBeNull();
    expect(await served(picture1)).toBe(200);
    await t.db.insert(sandboxPosts).values({
      organizationId: admin.org_id,
      authorUrn: 'urn:li:organization:sandbox-harbour',
      authorName: 'Harbour EDO',
      accountType: 'organization',
      commentary: 'Published with its image',
      imageUrls: [image!],
    });
    expect(await saveDraft(post_id, [])).toEqual([]);
    expect(await served(image!)).toBe(200);
  });
});
