import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FactSource } from '@roi/contract/facts';
import type { ChatReply } from '@roi/contract/posts';
import type { Database } from '../../db/database.js';
import { campaigns, generationThrottle, generations, organizations, posts } from '../../db/schema.js';

/**
 * Counts one generation against the organisation's current minute, atomically, before the writer is
 * called: requests sent in parallel are all counted. Answers the count and when the window began.
 */
export async function reserveGeneration(db: Database, organizationId: number) {
  const expired = sql`${generationThrottle.windowStartedAt} < now() - interval '1 minute'`;
  const [row] = await db
    .insert(generationThrottle)
    .values({ organizationId, requests: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: generationThrottle.organizationId,
      set: {
        requests: sql`case when ${expired} then 1 else ${generationThrottle.requests} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${generationThrottle.windowStartedAt} end`,
      },
    })
    .returning({ requests: generationThrottle.requests, windowStartedAt: generationThrottle.windowStartedAt });
  return row!;
}

export interface GenerationRecord {
  organizationId: number;
  userId: number;
  postId: number;
  kind: string;
  writer: string;
  prompt: string;
  /** The author's own words, when they asked in words rather than with an action button. */
  asked: string | null;
  output: string;
  outcome: 'ok' | 'failed';
  failure: string | null;
  latencyMs: number;
  sources?: FactSource[];
}

export async function recordGeneration(db: Database, record: GenerationRecord): Promise<number> {
  const [row] = await db.insert(generations).values(record).returning({ id: generations.id });
  return row!.id;
}

/**
 * The setup a generation is grounded in, as the post stores it (checked when it was saved), with the
 * organisation's name; undefined when the post is not of that organisation.
 */
export async function findPostSetup(db: Database, postId: number, organizationId: number) {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      goal: posts.goal,
      campaign: campaigns.name,
      industry: posts.industry,
      region: posts.region,
      audience: posts.audience,
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(and(eq(posts.id, postId), eq(posts.organizationId, organizationId)));
  return row;
}

/**
 * The post's answered generations among `ids`, as chat replies in the order of `ids`; an id that is
 * not one of them is left out.
 */
export async function findChatReplies(db: Database, postId: number, ids: readonly number[]): Promise<ChatReply[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      generation_id: generations.id,
      prompt: generations.asked,
      generated_text: generations.output,
      writer: generations.writer,
      sources: generations.sources,
    })
    .from(generations)
    .where(and(eq(generations.postId, postId), eq(generations.outcome, 'ok'), inArray(generations.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.generation_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
