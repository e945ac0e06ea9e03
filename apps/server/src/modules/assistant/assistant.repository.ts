import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FactSource } from '@roi/contract/facts';
import type { ChatReply, PostDetail } from '@roi/contract/posts';
import type { Database } from '../../db/database.js';
import { recordArchive } from '../archive/archive.repository.js';
import { campaigns, generationThrottle, generations, organizations, posts, type GenerationSetup } from '../../db/schema.js';

type AssistantDraft = PostDetail['assistant_generations'][number];

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
  /** What the writer was told besides the prompt: the post's setup and the facts offered. */
  setup: GenerationSetup;
}

/** The generation, and the same prompt and answer as a public record of the post, in one transaction. */
export async function recordGeneration(db: Database, record: GenerationRecord): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(generations).values(record).returning({ id: generations.id });
    const { organizationId, postId, userId, latencyMs: _latency, ...answer } = record;
    await recordArchive(tx, {
      organizationId,
      postId,
      kind: 'assistant.generation',
      contentType: 'assistant',
      actorUserId: userId,
      payload: { generation_id: row!.id, ...answer, sources: answer.sources ?? [] },
    });
    return row!.id;
  });
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

/** The post's answered generations, oldest first: what its saved text may have taken from the assistant. */
export async function findAnswersOfPost(db: Database, postId: number) {
  return db
    .select({ id: generations.id, output: generations.output })
    .from(generations)
    .where(and(eq(generations.postId, postId), eq(generations.outcome, 'ok')))
    .orderBy(asc(generations.id));
}

/**
 * The organisation's answered generations among `ids`, oldest first: the assistant's answers a post
 * took its text from (a copy of a post keeps its original's).
 */
export async function findAssistantDrafts(db: Database, organizationId: number, ids: readonly number[]): Promise<AssistantDraft[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ generation_id: generations.id, writer: generations.writer, prompt: generations.asked, createdAt: generations.createdAt })
    .from(generations)
    .where(and(eq(generations.organizationId, organizationId), eq(generations.outcome, 'ok'), inArray(generations.id, [...ids])))
    .orderBy(asc(generations.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
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
