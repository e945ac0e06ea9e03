/**
 * The rules of posts and the ROI Assistant that the client and the server both apply
 * (docs/product/posts-and-assistant.md#post-rules). Free of zod, so screens import them without the
 * schema library.
 */

/** Publish status of a post record (docs/product/posts-and-assistant.md#publish-status). */
export const PUBLISH_STATUS = { initial: 0, draft: 1, posted: 2 } as const;
export type PublishStatus = (typeof PUBLISH_STATUS)[keyof typeof PUBLISH_STATUS];

/** A post that was never posted can be deleted; a posted one stays on record (it can be archived). */
export function isDeletable(publishStatus: number): boolean {
  return publishStatus !== PUBLISH_STATUS.posted;
}

/** Platform names of the final post payload; only the professional network is offered. */
export const PLATFORM_NAMES = ['linkedin', 'x(twitter)'] as const;
export type PlatformName = (typeof PLATFORM_NAMES)[number];
export const OFFERED_PLATFORMS: readonly PlatformName[] = ['linkedin'];

/** The reference lookup's categories. */
export const REFERENCE_CATEGORIES = ['goal', 'industry', 'region', 'audience', 'country', 'timezone'] as const;
export type ReferenceCategory = (typeof REFERENCE_CATEGORIES)[number];
/** The setup's categories: the ones a post is tagged with. */
export const SETUP_CATEGORIES = ['goal', 'industry', 'region', 'audience'] as const satisfies readonly ReferenceCategory[];
export type SetupCategory = (typeof SETUP_CATEGORIES)[number];

/** LinkedIn's limits, which the writer and the final post respect. */
export const POST_MAX_CHARS = 3000;
/** LinkedIn shows this much before "…see more": the hook has to fit in it. */
export const POST_HOOK_CHARS = 200;
export const POST_HASHTAGS = { min: 3, max: 5 } as const;

/** Campaign names are short labels, shared by the posts of one organisation. */
export const CAMPAIGN_NAME_MAX_CHARS = 120;

/** What one generation may be asked: a longer prompt is refused with 413, never cut silently. */
export const PROMPT_MAX_CHARS = 2000;
/** The text an action works on (a post plus room for the user's edits). */
export const ACTION_TEXT_MAX_CHARS = 6000;
/** The stored rich text of a post, as HTML. */
export const POST_HTML_MAX_CHARS = 60_000;
/** The assistant's replies a draft keeps of its chat: the latest ones, when the chat has more. */
export const DRAFT_CHAT_REPLIES_MAX = 100;

/** Post images: png, jpeg, gif or webp, at most 2 MB each, checked by content. */
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const POST_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** LinkedIn's multi-image posts take up to 20; nine keep a post readable and a request reasonable. */
export const POST_IMAGES_MAX = 9;
/** LinkedIn takes at most this many characters of alt text for an image (the Posts API's media altText). */
export const IMAGE_ALT_TEXT_MAX_CHARS = 1_000;
/** The plain-language reading levels (US school grades) an organisation may ask its posts to keep to. */
export const PLAIN_LANGUAGE_GRADES = { min: 6, max: 14 } as const;
/** An organisation's label for posts drafted with the assistant ("Drafted with AI assistance"). */
export const ASSISTANT_LABEL_MAX_CHARS = 100;

/** Chips, preview and prompt box. */
export const CHIP_TEXT_MAX_CHARS = 40;
export const PREVIEW_TEXT_CHARS = 100;
export const PREVIEW_TEXT_CHARS_WITHOUT_IMAGES = 200;
export const PREVIEW_MAX_IMAGES = 3;
export const PROMPT_BOX_ROWS = { min: 2, max: 5 } as const;
/** Create-post toasts close after 3 s, at the top centre. */
export const CREATE_POST_TOAST_MS = 3000;

/** Session storage keys of the create-post wizard. */
export const CREATE_POST_STORAGE_KEYS = {
  stage: 'createPostStage',
  createPostData: 'postCreateData',
  nextStepData: 'postCreateNextData',
} as const;

export const POST_LIST_PAGE_SIZE = 20;
/** An excerpt of the post's plain text in the list. */
export const POST_EXCERPT_CHARS = 200;

/**
 * The assistant's actions: the button's label and the flag its request sets to 'yes', spelt as the wire
 * contract spells them (docs/product/posts-and-assistant.md#actions).
 */
export const ASSISTANT_ACTIONS = [
  { flag: 'Enhancement', label: 'Enhancement' },
  { flag: 'expanded', label: 'Expand' },
  { flag: 'shorten', label: 'Shorten' },
  { flag: 'MoreCaual', label: 'More Casual' },
  { flag: 'MoreFormal', label: 'More Formal' },
  { flag: 'OpenPreviewPanel', label: 'Open Preview Panel' },
] as const;
export type AssistantActionFlag = (typeof ASSISTANT_ACTIONS)[number]['flag'];

/** Server-Sent Events of the streamed generation: text as it comes, then the whole answer or an error. */
export const GENERATION_EVENTS = { token: 'token', done: 'done', error: 'error' } as const;

/** Cuts a text to at most `max` characters (code points, so that no emoji is split). */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}
