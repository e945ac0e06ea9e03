import type { NextStepData, PostDetail } from '@roi/contract/posts';
import { postText } from '@roi/contract/post-text';
import { imagesOfPost } from './post-images';
import type { PostContent } from './post-requests';
import { textToHtml } from './post-text';
import { POST_NOW, type PublishChoice } from './publish-choice';
import { emptySetup, isSameSetup, setupValuesOf, toCreatePostData, type CreatePostData, type SetupValues } from './setup';

/** 1 'Post Setup', 2 'ROI Assistant', 3 'Edit & Preview'. */
export type Stage = 1 | 2 | 3;

export const STAGES: readonly Stage[] = [1, 2, 3];

export interface WizardState {
  stage: Stage;
  setup: SetupValues;
  /** The record the wizard carries on (its next-step data), once the server made it. */
  nextStep: NextStepData | null;
}

/** When to publish, as chosen for one post (a choice belongs to the post it was made for). */
export interface StoredPublishChoice {
  postId: number;
  choice: PublishChoice;
}

/** The editor's HTML not yet saved, as written for one post (it is never another post's text). */
export interface StoredEditorText {
  postId: number;
  html: string;
}

/** What session storage held, each part already checked for its shape. */
export interface StoredWizard {
  stage: Stage | null;
  createPostData: CreatePostData | null;
  nextStep: NextStepData | null;
  publishChoice: StoredPublishChoice | null;
  editorText: StoredEditorText | null;
}

export type WizardAction =
  | { type: 'setupChanged'; changes: Partial<SetupValues> }
  | { type: 'stageChanged'; stage: Stage }
  /** The record made at Next (or by a draft) for `forSetup`. */
  | { type: 'recordReceived'; nextStep: NextStepData; forSetup: CreatePostData }
  | { type: 'recordFailed' };

/**
 * The wizard as the user left it in this tab: it survives a reload
 * (docs/product/posts-and-assistant.md#what-the-tab-keeps). A stored setup of another organisation than
 * the user's own is not theirs to carry on; a later stage needs what it stands on.
 */
export function restoreWizard(stored: StoredWizard, fixedOrganization: number | null): WizardState {
  const createPostData =
    fixedOrganization !== null && stored.createPostData?.organization !== fixedOrganization ? null : stored.createPostData;
  if (!createPostData) return { stage: 1, setup: emptySetup(fixedOrganization), nextStep: null };
  const nextStep = stored.nextStep;
  const stage = nextStep ? (stored.stage ?? 1) : 1;
  return { stage, setup: setupValuesOf(createPostData), nextStep };
}

/**
 * The editor's content of a post the tab kept at the assistant or the editor: the text the author had
 * not saved when the tab reloaded, over the post as its last draft saved it. Null when the tab kept no
 * text for this post.
 */
export function contentWithKeptText(content: PostContent, stored: StoredWizard, postId: number): PostContent | null {
  if (stored.editorText?.postId !== postId) return null;
  return { ...content, html: stored.editorText.html, text: postText(stored.editorText.html) };
}

/** The publish choice the tab kept for the post, so that a reload does not drop a schedule; else now. */
export function publishChoiceOf(stored: StoredWizard, postId: number | null): PublishChoice {
  return postId !== null && stored.publishChoice?.postId === postId ? stored.publishChoice.choice : POST_NOW;
}

/**
 * A post opened back into the wizard (the posts list links drafts here): on the stage asked for, else
 * the one the draft was saved on, else the editor. Suggestions are not kept with a post; the ones this
 * tab still holds for it stay.
 */
export function wizardOfPost(post: PostDetail, stored: NextStepData | null, stage: Stage | null): WizardState {
  return {
    stage: stage ?? post.draft_stage ?? 3,
    setup: {
      organization: post.organization_id,
      campaign: post.campaign_name,
      goal: post.goal,
      industry: post.industry,
      region: post.region,
      audience: post.audience,
    },
    nextStep: {
      post_id: post.post_id,
      user_id: post.user_id,
      organiztion_id: post.organization_id,
      prompt_suggestion: stored?.post_id === post.post_id ? stored.prompt_suggestion : [],
    },
  };
}

/**
 * The editor's content of a post opened back. A draft saved on the assistant's stage holds the reply
 * Next would have taken to the editor; while that reply is still the chat's latest, the editor stays
 * empty, so that a newer reply takes its place just as it would have before the draft was saved.
 */
export function contentOfPost(post: PostDetail, stage: Stage): PostContent {
  const images = imagesOfPost(post);
  const text = postText(post.post_content);
  const latestReply = post.chat.at(-1)?.generated_text;
  const isLatestReply = stage === 2 && latestReply !== undefined && text === postText(textToHtml(latestReply));
  return isLatestReply ? { html: '', text: '', images } : { html: post.post_content, text, images };
}

/** The record a saved draft carries on: the one the wizard had, or the new one a first draft made. */
export function nextStepAfterSave(current: NextStepData | null, post: PostDetail): NextStepData {
  if (current?.post_id === post.post_id) return current;
  return { post_id: post.post_id, user_id: post.user_id, organiztion_id: post.organization_id, prompt_suggestion: [] };
}

function changesAnything(setup: SetupValues, changes: Partial<SetupValues>): boolean {
  return (Object.keys(changes) as (keyof SetupValues)[]).some((field) => changes[field] !== setup[field]);
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'setupChanged':
      if (!changesAnything(state.setup, action.changes)) return state;
      // A changed setup is another post; the next Next makes a new record for it.
      return { ...state, setup: { ...state.setup, ...action.changes }, nextStep: null };
    case 'stageChanged':
      return { ...state, stage: action.stage };
    case 'recordReceived':
      // An answer for a setup the user has changed since belongs to no post on screen.
      if (!isSameSetup(toCreatePostData(state.setup), action.forSetup)) return state;
      return { ...state, nextStep: action.nextStep };
    case 'recordFailed':
      // The assistant cannot work without the record: back to the setup, where Next tries again.
      return state.nextStep || state.stage !== 2 ? state : { ...state, stage: 1 };
  }
}
