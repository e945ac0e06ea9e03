import { useSession } from '../features/auth/hooks/use-session';
import { CreatePostPage } from '../features/posts/components/create-post-page';
import { PostsPage } from '../features/posts/components/posts-page';

/** /posts for the signed-in user: their organisation decides what the list shows first. */
export function PostsRoute({ title }: { title: string }) {
  const { user } = useSession();
  return user && <PostsPage title={title} userId={user.user_id} orgId={user.org_id} orgName={user.org_name} />;
}

/** /posts/createpost: agency users choose the organisation, everyone else posts for their own. */
export function CreatePostRoute() {
  const { user } = useSession();
  return user && <CreatePostPage user={user} />;
}
