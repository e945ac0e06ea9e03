import { useSession } from '../features/auth/hooks/use-session';
import { ReconnectButton, ReconnectInSettingsLink } from '../features/integrations/components/reconnect-button';
import { CreatePostPage } from '../features/posts/components/create-post-page';
import { PostsPage } from '../features/posts/components/posts-page';
import { ConnectionHealth } from '../features/scheduling/components/connection-health';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { checkedActionsOf } from '../features/menu/menu-tree';
import { PERMISSIONS } from '@roi/contract/permissions';
import { PATHS } from '../lib/paths';
import type { SessionUser } from '../lib/storage';

/**
 * Who is warned of what would stop posts going out, as the health call allows: whoever may write posts,
 * or sees the Scheduling screen. Anyone else on the posts list is not asked.
 */
function useMayReadHealth(user: SessionUser | null): boolean {
  const { data: menu = [] } = useMenuAccess(menuOwnerOf(user));
  return [PERMISSIONS.postsCreate, PERMISSIONS.schedulingView].some(({ element, action }) => checkedActionsOf(menu, element).has(action));
}

/** /posts for the signed-in user: their organisation decides what the list shows first. */
export function PostsRoute({ title }: { title: string }) {
  const { user } = useSession();
  const mayReadHealth = useMayReadHealth(user);
  return (
    user && (
      <PostsPage
        title={title}
        userId={user.user_id}
        orgId={user.org_id}
        orgName={user.org_name}
        renderHealth={(organizationId) => (
          <ConnectionHealth
            organizationId={organizationId}
            isEnabled={mayReadHealth}
            reconnect={<ReconnectButton organizationId={organizationId === user.org_id ? undefined : organizationId} returnPath={PATHS.posts} />}
          />
        )}
      />
    )
  );
}

/** /posts/createpost: agency users choose the organisation, everyone else posts for their own. */
export function CreatePostRoute() {
  const { user } = useSession();
  return (
    user && (
      <CreatePostPage
        user={user}
        renderHealth={(organizationId) => (
          // Leaving the editor for LinkedIn would lose what is not saved: Settings opens in a new tab instead.
          <ConnectionHealth
            organizationId={organizationId}
            isEnabled
            reconnect={<ReconnectInSettingsLink organizationId={organizationId === user.org_id ? undefined : organizationId} />}
          />
        )}
      />
    )
  );
}
