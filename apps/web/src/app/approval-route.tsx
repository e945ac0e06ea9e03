import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { PERMISSIONS } from '@roi/contract/permissions';
import { useSession } from '../features/auth/hooks/use-session';
import { ApprovalPage } from '../features/approvals/components/approval-page';
import type { RenderPreview } from '../features/approvals/components/review-card';
import { ReviewLinkPage } from '../features/approvals/components/review-link-page';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { checkedActionsOf } from '../features/menu/menu-tree';
import { PostPreview } from '../features/posts/components/post-preview';

const renderPreview: RenderPreview = ({ id, organizationName, text, imageUrls }) => (
  <PostPreview id={id} organizationName={organizationName} text={text} images={imageUrls.map((url) => ({ id: url, kind: 'saved', url, altText: '' }))} />
);

/** /review#<token>: a review link, for anyone, signed in or not. */
export function ReviewLinkRoute() {
  return <ReviewLinkPage renderPreview={renderPreview} />;
}

/** /approval, with the posts feature's LinkedIn preview for each post under review. */
export function ApprovalRoute({ title }: { title: string }) {
  const { user } = useSession();
  const { data: menu = [] } = useMenuAccess(menuOwnerOf(user));
  const { element, action } = PERMISSIONS.postsView;
  return (
    user && (
      <ApprovalPage
        title={title}
        ownOrganizationId={user.org_id}
        isAgencyUser={user.org_id === AGENCY_ORG_ID}
        mayReadPosts={checkedActionsOf(menu, element).has(action)}
        renderPreview={renderPreview}
      />
    )
  );
}
