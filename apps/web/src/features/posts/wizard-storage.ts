import { CREATE_POST_STORAGE_KEYS } from '@roi/contract/post-rules';
import { nextStepDataSchema } from '@roi/contract/posts';
import type { PublishChoice } from './publish-choice';
import { toCreatePostData, type CreatePostData } from './setup';
import type { Stage, StoredPublishChoice, StoredWizard, WizardState } from './wizard-state';
import { isRecord } from '../../lib/is-record';

/** Beside the wizard's own keys: when to publish, with the post it was chosen for. */
const PUBLISH_CHOICE_KEY = 'postCreatePublishChoice';

function readJson(key: string): unknown {
  const raw = sessionStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
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
  return {
    stage: isStage(stage) ? stage : null,
    createPostData: isCreatePostData(createPostData) ? createPostData : null,
    nextStep: nextStepDataSchema.safeParse(nextStep).data ?? null,
    publishChoice: isStoredPublishChoice(publishChoice)
      ? { postId: publishChoice.postId, choice: { mode: publishChoice.choice.mode, at: publishChoice.choice.at } }
      : null,
  };
}

function writeOrRemove(key: string, value: unknown): void {
  if (value === null) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
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

/** Forgets the wizard: after the post went out, or when the user leaves it on purpose. */
export function clearStoredWizard(): void {
  for (const key of [...Object.values(CREATE_POST_STORAGE_KEYS), PUBLISH_CHOICE_KEY]) sessionStorage.removeItem(key);
}
