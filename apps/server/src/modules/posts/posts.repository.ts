import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { isDeletable, POST_EXCERPT_CHARS, PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { Database, Transaction } from '../../db/database.js';
import { containing } from '../../db/like.js';
import { jsonRowsOf, rowsFromJson, type JsonRow } from '../../db/json-rows.js';
import { runInAnyScope } from '../../db/organization-scope.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { archiveRecords, campaigns, generations, organizationPostCounts, organizations, postImages, posts, publications, users } from '../../db/schema.js';
import { hasRecordsOfPost, lockChain, recordArchive, type ArchivedImage } from '../archive/archive.repository.js';
import type { ImageReader } from '../media/image-store.js';
import { reviewSummariesFromJson, selectReviewSummariesAsJson, type ReviewSummaryRow } from '../approvals/approvals.repository.js';
import { insertTargets, selectTargetsAsJson, targetsFromJson, type PublicationPlan, type TargetRow } from '../publishing/publishing.repository.js';

/** What makes two campaign names the same campaign: case and spacing aside. */
export function campaignNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The campaign of that name in the organisation, made if it does not exist yet. Looked for first: most
 * saves name a campaign that exists (one statement, not two); one made meanwhile by another save is
 * found after the insert that it made a no-op.
 */
async function findOrCreateCampaign(db: Database, organizationId: number, name: string): Promise<number> {
  const nameKey = campaignNameKey(name);
  const findExisting = async () => {
    const [existing] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.organizationId, organizationId), eq(campaigns.nameKey, nameKey)));
    return existing?.id;
  };
  const existing = await findExisting();
  if (existing !== undefined) return existing;
  const [created] = await db
    .insert(campaigns)
    .values({ organizationId, name: name.trim().replace(/\s+/g, ' '), nameKey })
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  return created?.id ?? (await findExisting())!;
}

export async function listCampaigns(db: Database, organizationId: number) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      post_count: count(posts.id),
    })
    .from(campaigns)
    .leftJoin(posts, eq(posts.campaignId, campaigns.id))
    .where(eq(campaigns.organizationId, organizationId))
    .groupBy(campaigns.id)
    .orderBy(asc(campaigns.nameKey));
}

/**
 * Whether the plain list shows the post: not archived, and not a setup left with no text (the record
 * Create Post makes on its first Next, before anything is written). The kept totals count these.
 */
const isListed = sql<boolean>`(${posts.archivedAt} is null and (${posts.publishStatus} <> ${PUBLISH_STATUS.initial} or ${posts.contentText} <> ''))`;

/** The post's organisation, status and whether it is listed, locked until the transaction ends. */
async function lockPost(db: Database, postId: number) {
  const [row] = await db
    .select({ organizationId: posts.organizationId, publishStatus: posts.publishStatus, listed: isListed })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('update');
  return row;
}

export interface PostFields {
  organizationId: number;
  userId: number;
  /** Links the post to the organisation's campaign of that name, made in the same transaction if new. */
  campaignName: string;
  goal: string;
  industry: string;
  region: string;
  audience: string;
  publishStatus: number;
  contentHtml: string;
  contentText: string;
  platforms: string[];
  /** The wizard's stage the draft was saved on, and the replies its chat kept. */
  draftStage: number | null;
  chatGenerationIds: number[];
  /** The assistant's answers the text took (left as they are when not given). */
  assistantGenerationIds?: number[];
  /** With the final post: where it goes, made in the same transaction. */
  publication?: PublicationPlan;
  /** With a draft: its planned date, or null for none; undefined keeps the one it has. */
  plannedAt?: Date | null;
}

export interface PostImageRow {
  url: string;
  contentType: string;
  byteSize: number;
  altText: string;
}

/** The whole text of each post named. */
export async function findPostTexts(db: Database, postIds: number[]): Promise<Map<number, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await db.select({ id: posts.id, text: posts.contentText }).from(posts).where(inArray(posts.id, postIds));
  return new Map(rows.map((row) => [row.id, row.text]));
}

/** Many new posts without images, in one transaction: all of them are stored, or none. */
export async function insertPosts(db: Database, many: PostFields[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const fields of many) ids.push(await insertPost(tx, fields, [], async () => undefined));
    return ids;
  });
}

/** A new post and its images, counted in its organisation's total in the same transaction when listed. */
export async function insertPost(db: Database, fields: PostFields, images: PostImageRow[], readImage: ImageReader): Promise<number> {
  return db.transaction(async (tx) => {
    const { campaignName, publication, plannedAt, ...columns } = fields;
    const campaignId = await findOrCreateCampaign(tx, fields.organizationId, campaignName);
    const [row] = await tx
      .insert(posts)
      .values({
        ...columns,
        campaignId,
        postedAt: fields.publishStatus === 2 ? new Date() : null,
        scheduledAt: publication?.scheduledAt ?? plannedAt ?? null,
      })
      .returning({ id: posts.id, listed: isListed });
    if (publication) await insertTargets(tx, row!.id, fields.organizationId, publication);
    await insertImages(tx, row!.id, images);
    await archivePostVersion(tx, row!.id, fields.userId, publication, readImage, { listedPostsChange: row!.listed ? 1 : 0 });
    return row!.id;
  });
}

/**
 * Carries a post on: its setup, text, images and status. The update only applies while the post is
 * not posted yet, so that two tabs cannot both post it; false when it was. A change of its text or
 * images is a new version (what reviewers decide on).
 */
export async function updatePost(
  db: Database,
  postId: number,
  fields: Omit<PostFields, 'userId'>,
  images: PostImageRow[] | undefined,
  { isNewVersion, actorUserId, readImage }: { isNewVersion: boolean; actorUserId: number; readImage: ImageReader },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { campaignName, organizationId, publication, plannedAt, ...columns } = fields;
    const campaignId = await findOrCreateCampaign(tx, organizationId, campaignName);
    const before = await lockPost(tx, postId);
    const [updated] = await tx
      .update(posts)
      .set({
        ...columns,
        campaignId,
        updatedAt: new Date(),
        ...(isNewVersion ? { version: sql`${posts.version} + 1` } : {}),
        postedAt: fields.publishStatus === 2 ? new Date() : null,
        // Posted: its schedule (none to go now); a draft keeps its planned date unless one is given.
        ...(publication ? { scheduledAt: publication.scheduledAt } : plannedAt !== undefined ? { scheduledAt: plannedAt } : {}),
      })
      .where(and(eq(posts.id, postId), lt(posts.publishStatus, 2)))
      .returning({ listed: isListed });
    if (!updated) return false;
    if (publication) await insertTargets(tx, postId, organizationId, publication);
    if (images) await replaceImages(tx, postId, images);
    // A setup's first text (a draft saved) brings it into the list.
    await archivePostVersion(tx, postId, actorUserId, publication, readImage, { listedPostsChange: Number(updated.listed) - Number(before!.listed) });
    return true;
  });
}

/**
 * Deletes a post that was never posted, with its images' rows, in one transaction; false when it is
 * gone or was posted meanwhile. The assistant's record of its generations stays (it counts the
 * organisation's use), no longer tied to the post.
 */
export async function deleteUnpostedPost(db: Database, postId: number, actorUserId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (!post || !isDeletable(post.publishStatus)) return false;
    await tx.update(generations).set({ postId: null }).where(eq(generations.postId, postId));
    await tx.delete(posts).where(eq(posts.id, postId));
    // The post leaves the product's lists; its public record stays, with this as its last entry.
    await recordArchive(tx, {
      organizationId: post.organizationId,
      postId,
      kind: 'post.deleted',
      contentType: 'post',
      actorUserId,
      payload: { publish_status: post.publishStatus },
      listedPostsChange: post.listed ? -1 : 0,
    });
    return true;
  });
}

/** Archives a post (kept from its first archiving) or brings it back into the list. */
export async function setArchived(db: Database, postId: number, archived: boolean, actorUserId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPost(tx, postId);
    if (!before) return;
    const [after] = await tx
      .update(posts)
      .set({ archivedAt: archived ? sql`coalesce(${posts.archivedAt}, now())` : null })
      .where(eq(posts.id, postId))
      .returning({ listed: isListed });
    await recordArchive(tx, {
      organizationId: before.organizationId,
      postId,
      kind: archived ? 'post.archived' : 'post.unarchived',
      contentType: 'post',
      actorUserId,
      payload: {},
      listedPostsChange: Number(after!.listed) - Number(before.listed),
    });
  });
}

/**
 * The post as it now stands (setup, text, images, status and where it goes) as a public record, in
 * the transaction that saved it. Images are named by their stored file's URL and the SHA-256 of their
 * bytes, which the archive keeps (once) for as long as a record names them.
 */
async function archivePostVersion(
  tx: Transaction,
  postId: number,
  actorUserId: number | null,
  publication: PublicationPlan | undefined,
  readImage: ImageReader,
  { isBackfilled = false, listedPostsChange = 0 } = {},
): Promise<void> {
  const [post] = await tx
    .select({
      organizationId: posts.organizationId,
      authorUserId: posts.userId,
      campaign: campaigns.name,
      goal: posts.goal,
      industry: posts.industry,
      region: posts.region,
      audience: posts.audience,
      publishStatus: posts.publishStatus,
      version: posts.version,
      contentHtml: posts.contentHtml,
      contentText: posts.contentText,
      platforms: posts.platforms,
      scheduledAt: posts.scheduledAt,
      notBefore: posts.notBefore,
      images: sql<unknown>`(${selectImagesAsJson(tx)})`,
    })
    .from(posts)
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(eq(posts.id, postId));
  const { organizationId, authorUserId, publishStatus, contentHtml, contentText, scheduledAt, notBefore, images: storedImages, ...setup } = post!;
  const { images, kept } = await archivedImagesOf(rowsFromJson(postImageColumns, storedImages), readImage);
  await recordArchive(tx, {
    organizationId,
    postId,
    kind: 'post.saved',
    contentType: 'post',
    actorUserId,
    images: kept,
    payload: {
      ...setup,
      author_user_id: authorUserId,
      publish_status: publishStatus,
      content_html: contentHtml,
      content_text: contentText,
      scheduled_at: scheduledAt,
      not_before: notBefore,
      images,
      publication: publication ? { state: publication.state, account_ids: publication.accountIds, due_at: publication.dueAt } : null,
      ...(isBackfilled && { backfilled: true }),
    },
    listedPostsChange,
  });
}

/** Posts (after `afterId`, by id) of which the archive has no record: made before it existed. */
export async function findPostsWithoutRecords(db: Database, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        sql`${posts.id} > ${afterId}`,
        sql`not exists (select 1 from ${archiveRecords} where ${archiveRecords.organizationId} = ${posts.organizationId} and ${archiveRecords.postId} = ${posts.id})`,
      ),
    )
    .orderBy(asc(posts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Records a post made before the archive as it stands now, marked backfilled, unless it has a record
 * by now. The post's row is taken first: a save of the post holds it until its commit, at which its
 * record joins the chain, so once the row is had a save's record is there to see. Then the check is
 * made again under the organisation's chain lock, so that two processes backfilling at once never
 * write it twice. The same order as a save's (the post, then the chain as it commits): neither waits
 * for the other in a circle. False when there was nothing to write.
 */
export async function backfillPostVersion(db: Database, postId: number, readImage: ImageReader): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ organizationId: posts.organizationId }).from(posts).where(eq(posts.id, postId)).for('share');
    if (!post) return false;
    await lockChain(tx, post.organizationId);
    if (await hasRecordsOfPost(tx, post.organizationId, postId)) return false;
    await archivePostVersion(tx, postId, null, undefined, readImage, { isBackfilled: true });
    return true;
  });
}

/** A post's images as a record names them (with their bytes' SHA-256 where still stored), and the bytes the archive keeps. */
export async function archivedImagesOf(rows: PostImageRow[], readImage: ImageReader) {
  const kept: ArchivedImage[] = [];
  const images = [];
  for (const image of rows) {
    const stored = await readImage(image.url);
    const sha256 = stored ? createHash('sha256').update(stored.bytes).digest('hex') : null;
    if (stored && sha256) kept.push({ sha256, contentType: stored.contentType, bytes: stored.bytes });
    images.push({ url: image.url, content_type: image.contentType, byte_size: image.byteSize, alt_text: image.altText, sha256 });
  }
  return { images, kept };
}

async function replaceImages(db: Database, postId: number, images: PostImageRow[]): Promise<void> {
  await db.delete(postImages).where(eq(postImages.postId, postId));
  await insertImages(db, postId, images);
}

async function insertImages(db: Database, postId: number, images: PostImageRow[]): Promise<void> {
  if (images.length === 0) return;
  await db.insert(postImages).values(images.map((image, position) => ({ postId, position, ...image })));
}

const postImageColumns = { url: postImages.url, contentType: postImages.contentType, byteSize: postImages.byteSize, altText: postImages.altText };

/** The images of the post the outer query reads, in order, as one JSON value (read back with `postImageColumns`). */
function selectImagesAsJson(db: Database) {
  return db
    .select({ images: jsonRowsOf(postImageColumns, [postImages.position]) })
    .from(postImages)
    .where(eq(postImages.postId, posts.id));
}

const postRecordColumns = {
  post_id: posts.id,
  organization_id: posts.organizationId,
  organization_name: organizations.name,
  user_id: posts.userId,
  author_name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  campaign_id: posts.campaignId,
  campaign_name: campaigns.name,
  goal: posts.goal,
  industry: posts.industry,
  region: posts.region,
  audience: posts.audience,
  publish_status: posts.publishStatus,
  excerpt: sql<string>`left(${posts.contentText}, ${POST_EXCERPT_CHARS})`,
  platforms: posts.platforms,
  image_count: sql<number>`(select count(*)::int from ${postImages} where ${postImages.postId} = ${posts.id})`,
  created_at: posts.createdAt,
  updated_at: posts.updatedAt,
  scheduled_at: posts.scheduledAt,
  timezone: organizations.timezone,
  archived_at: posts.archivedAt,
  version: posts.version,
  not_before: posts.notBefore,
};

/**
 * One post whole, in one statement: its record as the list shows it, its content, its organisation's
 * writing rules, and (as JSON, read back as Drizzle would) its images, targets and latest review.
 */
export async function findPost(db: Database, postId: number) {
  const [row] = await postStatement(db).execute({ postId });
  if (!row) return undefined;
  const { images, targets, reviews, ...post } = row;
  return { ...post, images: rowsFromJson(postImageColumns, images), targets: targetsFromJson(targets), reviews: reviewSummariesFromJson(reviews) };
}

/** Prepared: the editor and every change of a post read it (docs/decisions/0005). */
const postStatement = preparedPerDatabase((db) => {
  const thisPost = sql`array[${posts.id}]`;
  return db
    .select({
      ...postRecordColumns,
      contentHtml: posts.contentHtml,
      draftStage: posts.draftStage,
      chatGenerationIds: posts.chatGenerationIds,
      assistantGenerationIds: posts.assistantGenerationIds,
      plainLanguageGrade: organizations.plainLanguageGrade,
      assistantLabel: organizations.assistantLabel,
      images: sql<unknown>`(${selectImagesAsJson(db)})`,
      targets: sql<unknown>`(${selectTargetsAsJson(db, thisPost)})`,
      reviews: sql<unknown>`(${selectReviewSummariesAsJson(db, thisPost)})`,
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(eq(posts.id, sql.placeholder('postId')))
    .prepare('find_post');
});

export interface PostFilter {
  /** The organisations whose posts may be listed: one, or every one (undefined) for the agency. */
  organizationId: number | undefined;
  search?: string;
  campaignId?: number;
  publishStatus?: number;
  /** Only posts waiting for their scheduled time, or only the others. */
  scheduled?: boolean;
  /** Only archived posts; otherwise they are left out. */
  archived?: true;
  goal?: string;
  industry?: string;
  region?: string;
  audience?: string;
  /** Inclusive days, UTC. */
  dateFrom?: string;
  dateTo?: string;
}

function hasNarrowingFilter(filter: PostFilter): boolean {
  const { organizationId: _organization, ...narrowing } = filter;
  return Object.values(narrowing).some((value) => value !== undefined);
}

/**
 * A posted post every account of which still waits for its time: what the list calls Scheduled (the
 * status chip's rule). A posted post always has its accounts; a schedule that came has none waiting.
 */
const isWaitingForItsTime = sql`(${posts.publishStatus} = ${PUBLISH_STATUS.posted} and ${posts.scheduledAt} is not null
  and not exists (select 1 from ${publications} where ${publications.postId} = ${posts.id} and ${publications.state} <> 'scheduled'))`;

/** Archived posts when asked for; otherwise the listed ones, and every post in progress when those are asked for. */
function shownPosts(filter: PostFilter): SQL {
  if (filter.archived) return isNotNull(posts.archivedAt);
  return filter.publishStatus === PUBLISH_STATUS.initial ? isNull(posts.archivedAt) : isListed;
}

function postConditions(filter: PostFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.organizationId === undefined ? undefined : eq(posts.organizationId, filter.organizationId),
    shownPosts(filter),
    filter.campaignId === undefined ? undefined : eq(posts.campaignId, filter.campaignId),
    filter.publishStatus === undefined ? undefined : eq(posts.publishStatus, filter.publishStatus),
    filter.scheduled === undefined ? undefined : filter.scheduled ? isWaitingForItsTime : not(isWaitingForItsTime),
    filter.goal === undefined ? undefined : eq(posts.goal, filter.goal),
    filter.industry === undefined ? undefined : eq(posts.industry, filter.industry),
    filter.region === undefined ? undefined : eq(posts.region, filter.region),
    filter.audience === undefined ? undefined : eq(posts.audience, filter.audience),
    filter.dateFrom === undefined ? undefined : gte(posts.createdAt, new Date(`${filter.dateFrom}T00:00:00Z`)),
    filter.dateTo === undefined ? undefined : lt(posts.createdAt, nextDay(filter.dateTo)),
    filter.search
      ? or(ilike(posts.contentText, containing(filter.search)), ilike(campaigns.name, containing(filter.search)))
      : undefined,
  ];
  return and(...conditions);
}

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** A page of the post list, with what the list shows beside each post and the total the filter matches. */
export interface PostListPage {
  rows: PostRecordRow[];
  total: number;
  targets: TargetRow[];
  reviews: ReviewSummaryRow[];
}
export type PostRecordRow = JsonRow<typeof postRecordColumns>;

/**
 * One page of posts, newest first (the id breaks ties, so that pages never overlap), with the total the
 * filter matches, the page's publication targets and its latest reviews: one statement, so one round
 * trip (docs/decisions/0021). The page's ids are found first, on the posts alone and their
 * (organisation, created, id) index; only those twenty rows are then joined, so that the cost stays that
 * of a page whatever the posts held.
 */
export async function listPostPage(db: Database, filter: PostFilter, page: number, pageSize: number): Promise<PostListPage> {
  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  let rows: { records: unknown; total: number; targets: unknown; reviews: unknown }[];
  if (!hasNarrowingFilter(filter)) {
    const plain = plainPageStatements(db);
    rows = await (filter.organizationId === undefined
      ? plain.ofAll.execute(window)
      : plain.ofOrganization.execute({ ...window, organizationId: filter.organizationId }));
  } else {
    const conditions = postConditions(filter);
    // As int: a bigint would come back as text, a column of a subquery keeps no mapping.
    const matched = db
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
      .where(conditions);
    rows = await pageOfPostsQuery(db, conditions, Boolean(filter.search), sql<number>`(${matched})`, window);
  }
  const [row] = rows;
  return {
    rows: rowsFromJson(postRecordColumns, row!.records),
    total: row!.total,
    targets: targetsFromJson(row!.targets),
    reviews: reviewSummariesFromJson(row!.reviews),
  };
}

function pageOfPostsQuery(
  db: Database,
  conditions: SQL | undefined,
  joinCampaigns: boolean,
  total: SQL<number>,
  window: { limit: number | Placeholder; offset: number | Placeholder },
) {
  let pageIds = db.select({ id: posts.id }).from(posts).$dynamic();
  if (joinCampaigns) pageIds = pageIds.innerJoin(campaigns, eq(campaigns.id, posts.campaignId));
  const pageOfPosts = db.$with('page_of_posts').as(
    pageIds.where(conditions).orderBy(desc(posts.createdAt), desc(posts.id)).limit(window.limit).offset(window.offset),
  );
  const pageIdArray = sql`array(select ${pageOfPosts.id} from ${pageOfPosts})`;
  // An aggregate over the page's rows: one row, whether the page holds twenty posts or none.
  return db
    .with(pageOfPosts)
    .select({
      records: jsonRowsOf(postRecordColumns, [desc(posts.createdAt), desc(posts.id)]),
      total,
      targets: sql<unknown>`(${selectTargetsAsJson(db, pageIdArray)})`,
      reviews: sql<unknown>`(${selectReviewSummariesAsJson(db, pageIdArray)})`,
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    // The twenty ids as an array, not a join: a join let the planner scan the organisation's posts (under
    // row security) to match them; an array of ids is looked up in the primary key.
    .where(sql`${posts.id} = any(${pageIdArray})`);
}

/**
 * The list as most requests ask for it, with no narrowing filter, prepared: PostgreSQL took longer to
 * plan the page's query than to run it (docs/decisions/0005-prepared-hot-queries.md). Its total is the
 * kept total of listed posts, so that an organisation's plain list costs the same with a thousand
 * posts or a hundred thousand.
 */
const plainPageStatements = preparedPerDatabase((db) => {
  const window = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const organizationId = sql.placeholder('organizationId');
  const keptTotal = (ofOrganization: Placeholder | undefined) => sql<number>`(${selectKeptTotal(db, ofOrganization)})`;
  return {
    ofOrganization: pageOfPostsQuery(db, and(eq(posts.organizationId, organizationId), isListed), false, keptTotal(organizationId), window).prepare(
      'list_posts_of_organization',
    ),
    ofAll: pageOfPostsQuery(db, isListed, false, keptTotal(undefined), window).prepare('list_posts_of_all'),
  };
});

/** The kept total of listed posts, of one organisation or of every one: no count over the posts themselves. */
function selectKeptTotal(db: Database, organizationId: number | Placeholder | undefined) {
  return db
    .select({ total: sql<number>`coalesce(sum(${organizationPostCounts.total}), 0)::int` })
    .from(organizationPostCounts)
    .where(organizationId === undefined ? undefined : eq(organizationPostCounts.organizationId, organizationId));
}

// A function of no table (migration 0035): the heads it sums are under row security, the version is not.
const listVersionStatement = preparedPerDatabase((db) =>
  db
    .select({ version: sql<number>`roi_post_list_version(${sql.placeholder('organizationId')}::integer)` })
    .from(sql`(values (1)) as one_row`)
    .prepare('read_post_list_version'),
);

/**
 * The version of the organisation's post list (migration 0035), or of every organisation's together:
 * it moves whenever a page of that list could show something else. Every scope may read it, so it runs
 * on a connection as it is; of every organisation, it moves at least as often as the lists one caller sees.
 */
export async function readPostListVersion(db: Database, organizationId: number | undefined): Promise<number> {
  const [row] = await runInAnyScope(() => listVersionStatement(db).execute({ organizationId: organizationId ?? null }));
  return row!.version;
}

/** How many posts the organisation's list holds. */
export async function countListedPosts(db: Database, organizationId: number): Promise<number> {
  const [row] = await selectKeptTotal(db, organizationId);
  return row!.total;
}

/**
 * What writing a post needs of its organisation: its name (for the assistant), its rule on alt text,
 * its reading level and its label for posts drafted with the assistant.
 */
export async function findOrganizationForPosts(db: Database, organizationId: number) {
  const [row] = await db
    .select({
      name: organizations.name,
      allowImagesWithoutAltText: organizations.allowImagesWithoutAltText,
      plainLanguageGrade: organizations.plainLanguageGrade,
      assistantLabel: organizations.assistantLabel,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}
