import type { StoredWizard } from './wizard-state';

/**
 * How the screen opens: a post named in the address (the list links drafts here), a stored
 * wizard that was at the editor (its post is loaded back, since the editor's text is not kept in the
 * tab), the stored wizard as it was, or an address naming no post at all.
 */
export type WizardStart = { kind: 'post'; postId: number } | { kind: 'stored' } | { kind: 'invalid' };

export function wizardStartOf(postIdParam: string | null, stored: StoredWizard): WizardStart {
  if (postIdParam !== null) {
    const postId = Number(postIdParam);
    return Number.isInteger(postId) && postId > 0 ? { kind: 'post', postId } : { kind: 'invalid' };
  }
  if (stored.stage === 3 && stored.createPostData && stored.nextStep) return { kind: 'post', postId: stored.nextStep.post_id };
  return { kind: 'stored' };
}
