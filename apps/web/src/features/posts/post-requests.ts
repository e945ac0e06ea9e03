import { OFFERED_PLATFORMS, PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { InitialPostRequest, SavedPostRequest } from './api/create-post';
import { toPostAssets, type PostImage } from './post-images';
import { textToHtml } from './post-text';
import type { CreatePostData } from './setup';
import type { Stage } from './wizard-state';

/** The post as the editor holds it. */
export interface PostContent {
  /** The editor's HTML (the server sanitises it before it is stored). */
  html: string;
  /** The text LinkedIn receives (`postText`): what the counter counts, the preview shows and the post checks. */
  text: string;
  images: PostImage[];
}

function setupFields(setup: CreatePostData, userId: number) {
  return {
    organization_id: setup.organization,
    user_id: userId,
    goal: setup.goal,
    campaign_name: setup.campaign,
    industry: setup.industry,
    region: setup.region,
    audience: setup.audience,
  };
}

/** Next on stage 1: the record the assistant and the editor carry on. */
export function initialPostRequest(setup: CreatePostData, userId: number): InitialPostRequest {
  return { ...setupFields(setup, userId), publish_status: PUBLISH_STATUS.initial };
}

interface SavedPostInput {
  setup: CreatePostData;
  userId: number;
  publishStatus: SavedPostRequest['publish_status'];
  /** The record made at Next (or by an earlier draft): the save updates it rather than making another. */
  postId: number | null;
  /** The editor's post, once there is one to save; without it only the setup is saved. */
  content: PostContent | null;
  /** The final post only: when it goes out, a wall-clock time of the organisation ('YYYY-MM-DDTHH:mm'). */
  scheduleAt?: string | null;
  /** The final post only: at the organisation's next free posting time instead. */
  addToQueue?: boolean;
  /**
   * A draft only: the stage it is saved on, the replies its chat keeps (generation ids, oldest first),
   * and its planned date (a wall-clock time of the organisation; null clears it; undefined keeps it).
   */
  draft?: { stage: Stage; chatGenerationIds: number[]; plannedAt?: string | null };
  /** The replies the author took into the editor (generation ids): the server keeps them with the post. */
  acceptedGenerationIds?: number[];
}

export function savedPostRequest({
  setup,
  userId,
  publishStatus,
  postId,
  content,
  scheduleAt,
  addToQueue,
  draft,
  acceptedGenerationIds = [],
}: SavedPostInput): SavedPostRequest {
  return {
    ...setupFields(setup, userId),
    publish_status: publishStatus,
    ...(postId === null ? {} : { post_id: postId }),
    ...(content && {
      post_content: content.html,
      post_to: OFFERED_PLATFORMS.map((platform_name) => ({ platform_name })),
      post_assests: toPostAssets(content.images),
    }),
    ...(publishStatus === PUBLISH_STATUS.posted && scheduleAt ? { schedule_at: scheduleAt } : {}),
    ...(publishStatus === PUBLISH_STATUS.posted && addToQueue ? { add_to_queue: true as const } : {}),
    ...(draft && { draft_stage: draft.stage, chat_generation_ids: draft.chatGenerationIds }),
    ...(draft?.plannedAt !== undefined && { schedule_at: draft.plannedAt }),
    ...(postId !== null && acceptedGenerationIds.length > 0 ? { accepted_generation_ids: acceptedGenerationIds } : {}),
  };
}

/**
 * What a draft saves of the post. On the assistant's stage that is the text Next would take to the
 * editor: the latest finished reply, unless the editor has text already. Otherwise the editor's post,
 * once there is one (on the editor's stage, or text or images from before); none while there is only
 * the setup.
 */
export function draftContent(stage: Stage, content: PostContent, latestReply: string | null): PostContent | null {
  if (stage === 2 && latestReply !== null && !content.text.trim()) return { ...content, html: textToHtml(latestReply), text: latestReply };
  return stage === 3 || content.text.trim() || content.images.length > 0 ? content : null;
}
