import { keyOfMessage } from '@roi/contract/messages';
import {
  isDeletable,
  OFFERED_PLATFORMS,
  PUBLISH_STATUS,
  SETUP_CATEGORIES,
  type SetupCategory,
} from '@roi/contract/post-rules';
import { imagesWithoutAltText } from '@roi/contract/post-accessibility';
import { postText, postTextProblem, withAssistantLabel } from '@roi/contract/post-text';
import type {
  CampaignRecord,
  NextStepData,
  PostArchiveRequest,
  PostAsset,
  PostCreateRequest,
  PostDetail,
  PostListRequest,
  PostRecord,
} from '@roi/contract/posts';
import type { ReviewSummary } from '@roi/contract/approvals';
import type { PublishTarget } from '@roi/contract/integrations';
import { DEFAULT_TIME_ZONE, hasTargetOnItsWay, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { findAnswersOfPost, findAssistantDrafts, findChatReplies } from '../assistant/assistant.repository.js';
import { answersInText } from '../assistant/answers-in-text.js';
import { suggestPrompts } from '../assistant/built-in-writer.js';
import { storePostImage } from '../media/post-images.js';
import { imageReaderOf } from '../media/image-store.js';
import { discardUnreferencedImages } from '../media/stored-images.js';
import { findAttachableLibraryImage } from '../content-hub/content-hub.service.js';
import { assertOrganizationInScope, assertPermission, foundInScope, hasPermission } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findActiveValues } from '../reference/reference.repository.js';
import { planPublication, resolveSchedule, targetsByPost } from '../publishing/publishing.service.js';
import { QueueTimeTaken, type PublicationPlan } from '../publishing/publishing.repository.js';
import { nextQueueTime } from '../scheduling/scheduling.service.js';
import { assertMayPostDirectly, onPostEdited, reviewSummariesOf } from '../approvals/approvals.service.js';
import { postHtmlSanitizer } from './post-html.js';
import type { PostListPageAnswer } from './post-list-pages.js';
import { listOrganizationNames } from '../organizations/organizations.repository.js';
import {
  deleteUnpostedPost,
  findOrganizationForPosts,
  findPost,
  insertPost,
  listCampaigns,
  listPostPage,
  setArchived,
  updatePost,
  type PostImageRow,
  type PostRecordRow,
} from './posts.repository.js';

type FoundPost = NonNullable<Awaited<ReturnType<typeof findPost>>>;
type CreateResult = { kind: 'started'; data: NextStepData } | { kind: 'saved'; data: PostDetail };

/**
 * The one call behind three uses: the initial record (0) made on Next from the setup, a
 * draft (1), and the final post (2). A post_id carries an existing record on; a posted one no longer
 * changes. Everything is checked before anything is stored.
 */
export async function createPost(services: Services, caller: Caller, request: PostCreateRequest): Promise<CreateResult> {
  await assertPermission(services, caller, 'postsCreate');
  if (request.user_id !== caller.userId) throw new AppError(403, 'forbidden');
  await assertOrganizationInScope(services, caller, request.organization_id);
  const organization = await findOrganizationForPosts(services.db, request.organization_id);
  if (organization === undefined) throw new AppError(404, 'organizationNotFound');
  await assertReferenceValues(services, request);

  const existing = request.post_id === undefined ? undefined : await findEditablePost(services, caller, request);
  const sanitizePostHtml = await postHtmlSanitizer();
  const contentHtml = sanitizePostHtml(request.post_content ?? existing?.contentHtml ?? '');
  const contentText = postText(contentHtml);
  const platforms = request.post_to?.map((target) => target.platform_name) ?? existing?.platforms ?? [];
  // Asking for the initial record again (a second Next) never takes a draft back.
  const publishStatus = Math.max(request.publish_status, existing?.publish_status ?? PUBLISH_STATUS.initial);
  const assistantGenerationIds = await assistantGenerationsOf(services, existing, contentText, request.accepted_generation_ids);
  // What LinkedIn will receive, the label included, is what must fit.
  const label = assistantGenerationIds.length > 0 ? organization.assistantLabel : null;
  if (publishStatus === PUBLISH_STATUS.posted) assertPostable(withAssistantLabel(contentText, label), platforms);
  if (platforms.some((platform) => !OFFERED_PLATFORMS.includes(platform as never))) {
    throw new AppError(400, 'platformNotOffered');
  }
  if (request.schedule_at != null && request.add_to_queue) throw new AppError(400, 'scheduleOrQueue');
  if (
    (request.add_to_queue && request.publish_status !== PUBLISH_STATUS.posted) ||
    (request.schedule_at !== undefined && request.publish_status === PUBLISH_STATUS.initial)
  ) {
    throw new AppError(400, 'onlyPostedScheduled', { details: { field: 'schedule_at' } });
  }
  if (publishStatus === PUBLISH_STATUS.posted && !organization.allowImagesWithoutAltText) await assertImagesDescribed(services, request, existing);
  if (publishStatus === PUBLISH_STATUS.posted) await assertMayPostDirectly(services, caller, request.organization_id, existing?.post_id);
  const scheduleAt = request.add_to_queue ? await nextQueueTime(services, request.organization_id) : (request.schedule_at ?? undefined);
  const plannedAt = publishStatus === PUBLISH_STATUS.draft ? await plannedDate(services, request, existing) : undefined;
  const planFor = async (at: string | undefined): Promise<PublicationPlan> => ({
    ...(await planPublication(services, caller, { organizationId: request.organization_id, notBefore: existing?.not_before ?? null }, at)),
    fromQueue: request.add_to_queue === true,
  });
  const publication = publishStatus === PUBLISH_STATUS.posted ? await planFor(scheduleAt) : undefined;
  const chatGenerationIds =
    request.chat_generation_ids === undefined
      ? existing?.chatGenerationIds
      : await assertAnswersOfPost(services, existing, request.chat_generation_ids, 'chat_generation_ids', 'chatReplyUnknown');
  const currentImages = existing && request.post_assests ? existing.images : [];
  const images =
    request.post_assests === undefined ? undefined : await storeImages(services, caller, request.organization_id, currentImages, request.post_assests);

  const fields = {
    organizationId: request.organization_id,
    campaignName: request.campaign_name,
    goal: request.goal,
    industry: request.industry,
    region: request.region,
    audience: request.audience,
    publishStatus,
    contentHtml,
    contentText,
    platforms,
    publication,
    plannedAt,
    draftStage: request.draft_stage ?? existing?.draftStage ?? null,
    chatGenerationIds: chatGenerationIds ?? [],
    assistantGenerationIds,
  };
  let postId: number;
  // A queue time another request took meanwhile: the next free one. Each retry means another post took
  // a time, so the queue runs out (queueFull) before this could go on and on.
  const store = async <T>(write: (plan: PublicationPlan | undefined) => Promise<T>): Promise<T> => {
    for (let plan = publication; ; plan = await planFor(await nextQueueTime(services, request.organization_id))) {
      try {
        return await write(plan);
      } catch (error) {
        if (!(error instanceof QueueTimeTaken)) throw error;
      }
    }
  };
  if (existing) {
    const isNewVersion = contentHtml !== existing.contentHtml || (images !== undefined && !sameImages(currentImages, images));
    const updated = await store((plan) => updatePost(services.db, existing.post_id, { ...fields, publication: plan }, images, {
        isNewVersion,
        actorUserId: caller.userId,
        readImage: imageReaderOf(services.images),
      }),);
    if (!updated) throw new AppError(409, 'postAlreadyPosted');
    postId = existing.post_id;
    if (isNewVersion) await onPostEdited(services, caller, postId, existing.version + 1);
    const dropped = currentImages.filter((image) => !images?.some((row) => row.url === image.url));
    await discardUnreferencedImages(services.db, services.images, dropped.map((image) => image.url));
  } else {
    postId = await store((plan) => insertPost(services.db, { ...fields, publication: plan, userId: caller.userId }, images ?? [], imageReaderOf(services.images)));
  }

  if (publication) services.publisher.notify();

  if (request.publish_status === PUBLISH_STATUS.initial) {
    const suggestions = suggestPrompts({
      organizationName: organization.name,
      goal: request.goal,
      campaign: request.campaign_name,
      industry: request.industry,
      region: request.region,
      audience: request.audience,
    });
    return {
      kind: 'started',
      data: {
        post_id: postId,
        user_id: caller.userId,
        organiztion_id: request.organization_id,
        prompt_suggestion: suggestions.map((suggestion) => ({ suggestion })),
      },
    };
  }
  return { kind: 'saved', data: await loadPostDetail(services, caller, postId) };
}

/**
 * A draft's planned date (docs/product/scheduling.md#drafts-with-a-planned-date): a new one by the
 * schedule's rules, null to clear it, undefined to keep it. The one it has is kept as it is, even once
 * past, so that saving the draft again never fails on it.
 */
async function plannedDate(services: Services, request: PostCreateRequest, existing: FoundPost | undefined): Promise<Date | null | undefined> {
  const local = request.schedule_at;
  if (local == null) return local;
  const kept = existing?.scheduled_at;
  if (kept && zonedLocalToUtc(local, existing.timezone ?? DEFAULT_TIME_ZONE)?.getTime() === kept.getTime()) return undefined;
  return resolveSchedule(services, request.organization_id, local);
}

/** Alt text is part of what LinkedIn receives: a change to it is a new version, as a change of image is. */
function sameImages(current: PostImageRow[], next: PostImageRow[]): boolean {
  return (
    current.length === next.length &&
    current.every((image, index) => image.url === next[index]!.url && image.altText === next[index]!.altText)
  );
}

/**
 * A post goes out only with every image described (docs/product/accessibility.md#alt-text-for-images):
 * the images sent, else the ones the draft keeps. Checked before any image is stored.
 */
async function assertImagesDescribed(services: Services, request: PostCreateRequest, existing: FoundPost | undefined): Promise<void> {
  const altTexts = request.post_assests
    ? request.post_assests.map((asset) => asset.alt_text ?? '')
    : (existing?.images.map((image) => image.altText) ?? []);
  if (imagesWithoutAltText(altTexts).length > 0) throw new AppError(400, 'imageAltTextMissing', { details: { field: 'post_assests' } });
}

/** Goal, industry, region and audience come from the reference lists, not free text. */
async function assertReferenceValues(services: Services, request: PostCreateRequest): Promise<void> {
  const found = await findActiveValues(
    services.db,
    Object.fromEntries(SETUP_CATEGORIES.map((category) => [category, [request[category]]])) as Record<SetupCategory, string[]>,
  );
  const unknown = SETUP_CATEGORIES.find((category) => !found[category].has(request[category]));
  if (unknown) throw new AppError(400, 'chooseFromList', { details: { field: unknown } });
}

/** The post a request carries on: of the organisation named, in the caller's scope, not posted yet. */
async function findEditablePost(services: Services, caller: Caller, request: PostCreateRequest): Promise<FoundPost> {
  const post = await findPostInScope(services, caller, request.post_id!);
  if (post.organization_id !== request.organization_id) throw new AppError(404, 'postNotFound');
  if (post.publish_status === PUBLISH_STATUS.posted) throw new AppError(409, 'postAlreadyPosted');
  return post;
}

/** A draft's chat, and the replies taken into the post, are only replies the assistant wrote for that very post. */
async function assertAnswersOfPost(
  services: Services,
  post: FoundPost | undefined,
  ids: number[],
  field: 'chat_generation_ids' | 'accepted_generation_ids',
  code: 'chatReplyUnknown' | 'acceptedReplyUnknown',
): Promise<number[]> {
  const replies = post ? await findChatReplies(services.db, post.post_id, ids) : [];
  if (replies.length !== new Set(ids).size) throw new AppError(400, code, { details: { field } });
  return ids;
}

/**
 * The assistant's answers the post's text took, decided from the server's own records: those it had
 * already, those the editor says the author accepted (answers of this post only), and those whose words
 * the text holds. Only ever added to, so that no edit takes a required label off silently
 * (docs/decisions/0031-ai-transparency.md).
 */
async function assistantGenerationsOf(
  services: Services,
  existing: FoundPost | undefined,
  contentText: string,
  accepted: number[] | undefined,
): Promise<number[]> {
  if (accepted !== undefined) await assertAnswersOfPost(services, existing, accepted, 'accepted_generation_ids', 'acceptedReplyUnknown');
  if (!existing) return [];
  const found = answersInText(await findAnswersOfPost(services.db, existing.post_id), contentText);
  return [...new Set([...existing.assistantGenerationIds, ...(accepted ?? []), ...found])].sort((a, b) => a - b);
}

function assertPostable(contentText: string, platforms: string[]): void {
  const problem = postTextProblem(contentText);
  if (problem) throw new AppError(400, keyOfMessage(problem));
  if (platforms.length === 0) throw new AppError(400, 'platformNotOffered');
}

/**
 * The images the post will have, in order: the ones of its current images it keeps (named by the URL
 * it was given), the ones of its organisation's media library (sharing the library's stored file) and
 * the new ones, each checked by content and stored as a file. Library images are looked up first, so
 * that an unknown one stores nothing.
 */
async function storeImages(
  services: Services,
  caller: Caller,
  organizationId: number,
  current: PostImageRow[],
  assets: PostAsset[],
): Promise<PostImageRow[]> {
  const fromLibrary = new Map<number, PostImageRow>();
  for (const asset of assets) {
    if (!('library_image_id' in asset) || fromLibrary.has(asset.library_image_id)) continue;
    if (fromLibrary.size === 0) await assertPermission(services, caller, 'contentHubView');
    const found = await findAttachableLibraryImage(services, organizationId, asset.library_image_id);
    fromLibrary.set(found.id, { url: found.url, contentType: found.contentType, byteSize: found.byteSize, altText: found.altText });
  }
  const rows: PostImageRow[] = [];
  for (const asset of assets) {
    const altText = asset.alt_text ?? '';
    if ('library_image_id' in asset) {
      rows.push({ ...fromLibrary.get(asset.library_image_id)!, altText });
    } else if ('url' in asset) {
      const kept = current.find((image) => image.url === asset.url);
      if (!kept) throw new AppError(400, 'postImageUnknown');
      rows.push({ ...kept, altText });
    } else {
      rows.push({ ...(await storePostImage(asset.base64, services.images)), altText });
    }
  }
  return rows;
}

/**
 * Who may delete, archive and unarchive a post: its author, and anyone of its organisation whose role
 * manages others' posts (Posts: Delete, Admins and Managers by default).
 */
async function managerOfPosts(services: Services, caller: Caller): Promise<(post: { user_id: number }) => boolean> {
  const managesOthers = await hasPermission(services, caller, 'postsManageOthers');
  return (post) => managesOthers || post.user_id === caller.userId;
}

function toPostRecord(
  row: PostRecordRow,
  targets: PublishTarget[],
  canManage: boolean,
  review: ReviewSummary | undefined,
): PostRecord {
  // Field by field rather than a rest and a spread: one shape for every record, which V8 builds and Zod
  // writes several times faster (a page of the list makes twenty).
  return {
    post_id: row.post_id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    user_id: row.user_id,
    author_name: row.author_name,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    goal: row.goal,
    industry: row.industry,
    region: row.region,
    audience: row.audience,
    publish_status: row.publish_status,
    excerpt: row.excerpt,
    image_count: row.image_count,
    version: row.version,
    post_to: row.platforms.map((platform_name) => ({ platform_name: platform_name as PostRecord['post_to'][number]['platform_name'] })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    scheduled_at: row.scheduled_at?.toISOString() ?? null,
    timezone: row.timezone ?? DEFAULT_TIME_ZONE,
    timezone_set: row.timezone !== null,
    targets,
    archived_at: row.archived_at?.toISOString() ?? null,
    can_manage: canManage,
    not_before: row.not_before?.toISOString() ?? null,
    review: review ?? null,
  };
}

/** The post as it is now, after a change made to it. */
async function loadPostDetail(services: Services, caller: Caller, postId: number): Promise<PostDetail> {
  return postDetailOf(services, caller, (await findPost(services.db, postId))!);
}

async function postDetailOf(services: Services, caller: Caller, post: FoundPost): Promise<PostDetail> {
  const [mayManage, chat, assistantGenerations] = await Promise.all([
    managerOfPosts(services, caller),
    findChatReplies(services.db, post.post_id, post.chatGenerationIds),
    findAssistantDrafts(services.db, post.organization_id, post.assistantGenerationIds),
  ]);
  const targets = targetsByPost(post.targets).get(post.post_id) ?? [];
  const review = reviewSummariesOf([post], post.reviews).get(post.post_id);
  return {
    ...toPostRecord(post, targets, mayManage(post), review),
    post_content: post.contentHtml,
    post_assests: post.images.map((image) => ({ url: image.url, file_type: 'IMAGE' as const, alt_text: image.altText })),
    draft_stage: isWizardStage(post.draftStage) ? post.draftStage : null,
    chat,
    assistant_generations: assistantGenerations,
    writing_rules: { plain_language_grade: post.plainLanguageGrade, assistant_label: post.assistantLabel },
    assistant_sees_images: services.writer.describeImage !== undefined,
  };
}

function isWizardStage(stage: number | null): stage is 1 | 2 | 3 {
  return stage === 1 || stage === 2 || stage === 3;
}

/** One post whole, for the editor and for reading a posted post. */
export async function getPost(services: Services, caller: Caller, postId: number): Promise<PostDetail> {
  await assertPermission(services, caller, 'postsView');
  return postDetailOf(services, caller, await findPostInScope(services, caller, postId));
}

/** The post named, when the caller may delete or archive it (managerOfPosts); refused otherwise. */
async function findManagedPost(services: Services, caller: Caller, postId: number): Promise<FoundPost> {
  await assertPermission(services, caller, 'postsCreate');
  const post = await findPostInScope(services, caller, postId);
  if (post.user_id !== caller.userId) await assertPermission(services, caller, 'postsManageOthers');
  return post;
}

/** Deletes a post that was never posted, and its images' files once nothing else refers to them. */
export async function deletePost(services: Services, caller: Caller, postId: number): Promise<{ post_id: number }> {
  const post = await findManagedPost(services, caller, postId);
  if (!isDeletable(post.publish_status)) throw new AppError(409, 'postNotDeletable');
  const images = post.images;
  // Posted between the check and now: it stays.
  if (!(await deleteUnpostedPost(services.db, postId, caller.userId))) throw new AppError(409, 'postNotDeletable');
  await discardUnreferencedImages(services.db, services.images, images.map((image) => image.url));
  await recordAudit(services.db, {
    event: 'post.deleted',
    actorUserId: caller.userId,
    organizationId: post.organization_id,
    ip: caller.ip,
    detail: { postId, authorUserId: post.user_id, publishStatus: post.publish_status },
  });
  return { post_id: postId };
}

/**
 * Takes a post out of the list, kept on record, or brings it back. A post still on its way to the
 * network stays listed, so that nothing goes out from under the list.
 */
export async function archivePost(services: Services, caller: Caller, request: PostArchiveRequest): Promise<PostDetail> {
  const post = await findManagedPost(services, caller, request.post_id);
  if (request.archived) {
    const targets = targetsByPost(post.targets).get(post.post_id) ?? [];
    if (hasTargetOnItsWay(targets.map((target) => target.state))) throw new AppError(409, 'postOnItsWay');
  }
  await setArchived(services.db, request.post_id, request.archived, caller.userId);
  await recordAudit(services.db, {
    event: request.archived ? 'post.archived' : 'post.unarchived',
    actorUserId: caller.userId,
    organizationId: post.organization_id,
    ip: caller.ip,
    detail: { postId: request.post_id },
  });
  return loadPostDetail(services, caller, request.post_id);
}

/**
 * A new draft of the caller's with the post's setup, text and images (the same stored files, which
 * stay while either post refers to them). The setup is copied as it stands, so a value since retired
 * from a reference list is asked for again when the draft is next saved.
 */
export async function duplicatePost(services: Services, caller: Caller, postId: number, plannedAtLocal?: string): Promise<PostDetail> {
  await assertPermission(services, caller, 'postsCreate');
  const source = await findPostInScope(services, caller, postId);
  // Another date for the copy: a planned date, by the schedule's own rules (in the future, within a year).
  const plannedAt = plannedAtLocal === undefined ? undefined : await resolveSchedule(services, source.organization_id, plannedAtLocal);
  const images = source.images;
  const copyId = await insertPost(
    services.db,
    {
      organizationId: source.organization_id,
      userId: caller.userId,
      campaignName: source.campaign_name,
      goal: source.goal,
      industry: source.industry,
      region: source.region,
      audience: source.audience,
      publishStatus: PUBLISH_STATUS.draft,
      contentHtml: source.contentHtml,
      contentText: postText(source.contentHtml),
      platforms: source.platforms,
      // A copy starts with the text, not the conversation that led to it: it opens in the editor.
      draftStage: null,
      chatGenerationIds: [],
      // The copy's text is the assistant's as much as the original's was.
      assistantGenerationIds: source.assistantGenerationIds,
      plannedAt,
    },
    images,
    imageReaderOf(services.images),
  );
  return loadPostDetail(services, caller, copyId);
}

async function findPostInScope(services: Services, caller: Caller, postId: number): Promise<FoundPost> {
  return foundInScope(services, caller, await findPost(services.db, postId), (post) => post.organization_id, 'postNotFound');
}

/**
 * A page of posts. Client users see their organisation's; agency users every organisation's, or one's
 * when they name it.
 */
export async function findPosts(
  services: Services,
  caller: Caller,
  request: PostListRequest,
): Promise<PostListPageAnswer> {
  await assertPermission(services, caller, 'postsView');
  if (request.organization_id !== undefined) await assertOrganizationInScope(services, caller, request.organization_id);
  const organizationId = isAgencyUser(caller) ? request.organization_id : caller.organizationId;
  // Read before the page, so that a page kept under this version shows it or newer (post-list-pages.ts).
  const version = await services.postLists.version.current(organizationId);
  // Whose page it is: who may manage which post depends on the caller, under their access generation.
  const key = `${caller.userId}:${caller.apiKey?.id ?? ''}:${caller.accessGeneration}:${JSON.stringify(request)}`;
  return services.postLists.pages.get(key, version, () => loadPostListPage(services, caller, organizationId, request));
}

async function loadPostListPage(
  services: Services,
  caller: Caller,
  organizationId: number | undefined,
  request: PostListRequest,
): Promise<PostListPageAnswer> {
  const filter = {
    organizationId,
    search: request.search || undefined,
    campaignId: request.campaign_id,
    publishStatus: request.publish_status,
    scheduled: request.scheduled,
    archived: request.archived || undefined,
    goal: request.goal,
    industry: request.industry,
    region: request.region,
    audience: request.audience,
    dateFrom: request.date_from,
    dateTo: request.date_to,
  };
  const [page, mayManage] = await Promise.all([
    listPostPage(services.db, filter, request.page, request.page_size),
    managerOfPosts(services, caller),
  ]);
  const targets = targetsByPost(page.targets);
  const reviews = reviewSummariesOf(page.rows, page.reviews);
  return {
    records: page.rows.map((row) => toPostRecord(row, targets.get(row.post_id) ?? [], mayManage(row), reviews.get(row.post_id))),
    total_count: page.total,
  };
}

export async function findCampaigns(services: Services, caller: Caller, organizationId: number): Promise<CampaignRecord[]> {
  await assertPermission(services, caller, 'postsView');
  await assertOrganizationInScope(services, caller, organizationId);
  return listCampaigns(services.db, organizationId);
}

/** The agency selector's choices; a client user's own organisation only. */
export async function findPostOrganizations(services: Services, caller: Caller) {
  await assertPermission(services, caller, 'postsCreate');
  return listOrganizationNames(services.db, isAgencyUser(caller) ? undefined : caller.organizationId);
}
