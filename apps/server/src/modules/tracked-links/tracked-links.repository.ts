import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { campaigns, posts, trackedLinkClicksDaily, trackedLinks } from '../../db/schema.js';
import { newCode } from './tracked-links.js';

/** Tries before giving up on drawing an unused code (two draws colliding in 8·10^17 is not expected once). */
const CODE_DRAWS = 5;

/**
 * The short code of each of a post's links, made on first use and the same ever after: a retried
 * publication, or a second page the post goes to, sends the codes the first made.
 */
export async function codesForLinks(db: Database, post: { organizationId: number; postId: number }, urls: readonly string[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  if (urls.length === 0) return codes;
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    const missing = urls.filter((url) => !codes.has(url));
    if (missing.length === 0) break;
    // A link another worker or an earlier attempt made stays; a code that happened to be taken is drawn again.
    await db
      .insert(trackedLinks)
      .values(missing.map((targetUrl) => ({ organizationId: post.organizationId, postId: post.postId, targetUrl, code: newCode() })))
      .onConflictDoNothing();
    const rows = await db
      .select({ targetUrl: trackedLinks.targetUrl, code: trackedLinks.code })
      .from(trackedLinks)
      .where(and(eq(trackedLinks.postId, post.postId), inArray(trackedLinks.targetUrl, missing)));
    for (const row of rows) codes.set(row.targetUrl, row.code);
  }
  if (codes.size < new Set(urls).size) throw new Error('tracked links: could not draw unused codes');
  return codes;
}

/** A short code's link, with what its UTM parameters name: its post and the post's campaign. */
export async function findLinkByCode(db: Database, code: string) {
  const [row] = await db
    .select({
      id: trackedLinks.id,
      organizationId: trackedLinks.organizationId,
      postId: trackedLinks.postId,
      targetUrl: trackedLinks.targetUrl,
      campaignName: campaigns.name,
    })
    .from(trackedLinks)
    .innerJoin(posts, eq(posts.id, trackedLinks.postId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(eq(trackedLinks.code, code));
  return row;
}

/** One more click on the link today (UTC): a count, nothing about who clicked. */
export async function countClick(db: Database, link: { id: number; organizationId: number; postId: number }, day: string): Promise<void> {
  await db
    .insert(trackedLinkClicksDaily)
    .values({ linkId: link.id, day, organizationId: link.organizationId, postId: link.postId, clicks: 1 })
    .onConflictDoUpdate({
      target: [trackedLinkClicksDaily.linkId, trackedLinkClicksDaily.day],
      set: { clicks: sql`${trackedLinkClicksDaily.clicks} + 1` },
    });
}
