import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { posts } from '../../db/schema.js';
import { untilWaitingForLocks } from '../../test/lock-waits.js';
import { createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createClientOrganization, createTestApp, FIXTURE_PASSWORD, type TestApp } from '../../test/test-app.js';
import { readPostListVersion } from './posts.repository.js';

/**
 * What only PostgreSQL shows of the post lists' versions (docs/decisions/0021, sixth pass): commits on
 * separate connections at once, each changing the lists of several organisations, as the jobs that
 * expire reviews or warn of ending connections do.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoPostsOf(name: string) {
  const organization = await createClientOrganization(t.db, name);
  const member = await t.signIn(organization.member.email, FIXTURE_PASSWORD);
  const ids: number[] = [];
  for (const text of ['First', 'Second']) {
    ids.push(savedPostOf(await createPostAs(t, member, { publish_status: 1, post_content: `<p>${text} of ${name}</p>` })).post_id);
  }
  return { id: organization.id, posts: ids };
}

const retitle = (tx: Transaction, postId: number) => tx.update(posts).set({ contentText: `Retitled ${postId}` }).where(eq(posts.id, postId));

describe('list versions moved by commits that change several organisations', () => {
  it('are taken in the order of organisation, so that two such commits never wait on each other in a circle', async () => {
    const first = await twoPostsOf('Quarry Partnership');
    const second = await twoPostsOf('Orchard Council');
    const versionsOf = () => Promise.all([readPostListVersion(t.db, first.id), readPostListVersion(t.db, second.id)]);
    const before = await versionsOf();

    // A third transaction holds the first organisation's version, so that both commits stop at it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select version from post_list_versions where organization_id = ${first.id} for update`);
      held();
      await released;
    });
    await holding;
    // The rows are changed in opposite orders: a commit that took versions in the order of its changes
    // would hold the second organisation's while it waits for the first's.
    // Each waits at its commit before the next starts, so that the first in line gets the version first.
    const oneWay = t.db.transaction(async (tx) => {
      await retitle(tx, first.posts[0]!);
      await retitle(tx, second.posts[0]!);
    });
    await untilWaitingForLocks(t.db, 1);
    const otherWay = t.db.transaction(async (tx) => {
      await retitle(tx, second.posts[1]!);
      await retitle(tx, first.posts[1]!);
    });
    await untilWaitingForLocks(t.db, 2);
    release();
    await Promise.all([holder, oneWay, otherWay]);

    // Both committed, each moving both versions once.
    expect(await versionsOf()).toEqual([before[0]! + 2, before[1]! + 2]);
  });
});
