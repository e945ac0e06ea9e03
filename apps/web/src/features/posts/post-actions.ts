import { isDeletable, PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { PostRecord } from '@roi/contract/posts';
import { hasTargetOnItsWay } from '@roi/contract/publishing-rules';
import { PATHS } from '../../lib/paths';
import { canOpenInEditor } from './post-format';

/** The Create Post screen opens the post named in its address. */
export function editorPath(postId: number): string {
  return `${PATHS.createPost}?postId=${postId}`;
}

export type PostMenuAction =
  | 'queue'
  | 'view'
  | 'duplicate'
  | 'submit'
  | 'withdrawSubmission'
  | 'embargo'
  | 'liftEmbargo'
  | 'archive'
  | 'unarchive'
  | 'delete';

export interface PostActions {
  /** Shown on the row itself: a draft's way back into the editor, or reading a posted post. */
  primary: 'edit' | 'view' | null;
  /** The rest, in a menu. */
  menu: PostMenuAction[];
}

type ActedOnPost = Pick<PostRecord, 'publish_status' | 'archived_at' | 'can_manage' | 'targets'> &
  Partial<Pick<PostRecord, 'review' | 'excerpt' | 'not_before'>>;

/**
 * What the list offers for a post (the server's rules): anyone may read and duplicate it, and add a draft
 * to the posting queue; its author,
 * or a role that manages others' posts (can_manage), may archive it once nothing of it is on its way,
 * unarchive it, delete it while it was never posted, submit a draft for approval and withdraw that
 * submission, and set, change or lift its embargo while it is neither posted nor in review. An archived draft is unarchived before it is edited again.
 */
export function postActionsOf(post: ActedOnPost): PostActions {
  const isArchived = post.archived_at !== null;
  const primary =
    post.publish_status === PUBLISH_STATUS.posted ? 'view' : !isArchived && canOpenInEditor(post.publish_status) ? 'edit' : null;
  const menu: PostMenuAction[] = primary === 'view' ? ['duplicate'] : ['view', 'duplicate'];
  // A draft goes out at the organisation's next free posting time; a setup without text has nothing to post.
  if (post.publish_status === PUBLISH_STATUS.draft && !isArchived) menu.unshift('queue');
  if (post.can_manage) {
    const isInReview = post.review?.state === 'in_review';
    // A draft with text goes into its organisation's approval chain; one in review can be taken back.
    if (isInReview) menu.push('withdrawSubmission');
    else if (!isArchived && post.publish_status === PUBLISH_STATUS.draft && post.excerpt) menu.push('submit');
    if (!isInReview && !isArchived && post.publish_status !== PUBLISH_STATUS.posted) {
      menu.push('embargo');
      if (post.not_before) menu.push('liftEmbargo');
    }
    if (isArchived) menu.push('unarchive');
    else if (!hasTargetOnItsWay(post.targets.map((target) => target.state))) menu.push('archive');
    if (isDeletable(post.publish_status)) menu.push('delete');
  }
  return { primary, menu };
}
