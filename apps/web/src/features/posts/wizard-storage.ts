import { CREATE_POST_STORAGE_KEYS } from '@roi/contract/post-rules';
import { nextStepDataSchema } from '@roi/contract/posts';
import type { PublishChoice } from './publish-choice';
import { toCreatePostData, type CreatePostData } from './setup';
import type { Stage, StoredEditorText, StoredPublishChoice, StoredWizard, WizardState } from './wizard-state';
import { isRecord } from '../../lib/is-record';

/** Beside the wizard's own keys: when to publish, with the post it was chosen for. */
const PUBLISH_CHOICE_KEY = 'postCreatePublishChoice';
/** Beside them too: the editor's text not yet saved, with the post it was written for. */
const EDITOR_TEXT_KEY = 'postCreateEditorText';

function readJson(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    // Not JSON, or no storage in this browser: nothing kept.
    return null;
  }
}

function isStage(value: unknown): value is Stage {
  return value === 1 || value === 2 || value === 3;
}

const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function isCreatePostData(value: unknown): value is CreatePostData {
  return (
    isRecord(value) &&
    isId(value.organization) &&
    [value.campaign, value.goal, value.industry, value.region, value.audience].every(isFilledText)
  );
}

function isStoredEditorText(value: unknown): value is StoredEditorText {
  return isRecord(value) && isId(value.postId) && typeof value.html === 'string';
}

function isStoredPublishChoice(value: unknown): value is StoredPublishChoice {
  return (
    isRecord(value) &&
    isId(value.postId) &&
    isRecord(value.choice) &&
    (value.choice.mode === 'now' || value.choice.mode === 'schedule' || value.choice.mode === 'queue') &&
    typeof value.choice.at === 'string'
  );
}

/** The wizard this tab kept; anything of the wrong shape counts as not kept. */
export function readStoredWizard(): StoredWizard {
  const stage = readJson(CREATE_POST_STORAGE_KEYS.stage);
  const createPostData = readJson(CREATE_POST_STORAGE_KEYS.createPostData);
  const nextStep = readJson(CREATE_POST_STORAGE_KEYS.nextStepData);
  const publishChoice = readJson(PUBLISH_CHOICE_KEY);
  const editorText = readJson(EDITOR_TEXT_KEY);
  return {
    stage: isStage(stage) ? stage : null,
    createPostData: isCreatePostData(createPostData) ? createPostData : null,
    nextStep: nextStepDataSchema.safeParse(nextStep).data ?? null,
    publishChoice: isStoredPublishChoice(publishChoice)
      ? { postId: publishChoice.postId, choice: { mode: publishChoice.choice.mode, at: publishChoice.choice.at } }
      : null,
    editorText: isStoredEditorText(editorText) ? { postId: editorText.postId, html: editorText.html } : null,
  };
}

function writeOrRemove(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // The storage is full or not there: the wizard works on, it only does not survive a reload.
  }
}

/**
 * Keeps the wizard for a reload: the setup only once it is complete, the publish choice only
 * with the post it is for.
 */
export function storeWizard(state: WizardState, publishChoice: PublishChoice): void {
  writeOrRemove(CREATE_POST_STORAGE_KEYS.stage, state.stage);
  writeOrRemove(CREATE_POST_STORAGE_KEYS.createPostData, toCreatePostData(state.setup));
  writeOrRemove(CREATE_POST_STORAGE_KEYS.nextStepData, state.nextStep);
  const stored: StoredPublishChoice | null = state.nextStep ? { postId: state.nextStep.post_id, choice: publishChoice } : null;
  writeOrRemove(PUBLISH_CHOICE_KEY, stored);
}

/**
 * Keeps the editor's text while it is not saved, with the post it was written for (null once it is
 * saved, or when there is no post to name), so that a reload does not lose it.
 */
export function storeEditorText(kept: StoredEditorText | null): void {
  writeOrRemove(EDITOR_TEXT_KEY, kept);
}

/** Forgets the wizard: after the post went out, or when the user leaves it on purpose. */
export function clearStoredWizard(): void {
  for (const key of [...Object.values(CREATE_POST_STORAGE_KEYS), PUBLISH_CHOICE_KEY, EDITOR_TEXT_KEY]) writeOrRemove(key, null);
}
