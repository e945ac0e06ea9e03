import type { Stage, StoredWizard } from './wizard-state';

/**
 * How the screen opens: a post named in the address (the list links drafts here), opened on the stage
 * it was saved on; a stored wizard that was at the assistant or the editor (its post is loaded back on
 * that stage, since the chat and the images are not kept in the tab); the stored wizard as it
 * was; or an address naming no post at all.
 */
export type WizardStart =
  | { kind: 'post'; postId: number; stage: Stage | null }
  | { kind: 'stored' }
  | { kind: 'invalid' };

export function wizardStartOf(postIdParam: string | null, stored: StoredWizard): WizardStart {
  if (postIdParam !== null) {
    const postId = Number(postIdParam);
    return Number.isInteger(postId) && postId > 0 ? { kind: 'post', postId, stage: null } : { kind: 'invalid' };
  }
  if (stored.stage !== null && stored.stage > 1 && stored.createPostData && stored.nextStep) {
    return { kind: 'post', postId: stored.nextStep.post_id, stage: stored.stage };
  }
  return { kind: 'stored' };
}
