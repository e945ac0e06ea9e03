import { useMemo } from 'react';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { ADMIN_PATHS } from '../features/administration/admin-paths';
import { useSession } from '../features/auth/hooks/use-session';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import type { DashboardLinks } from '../features/dashboard/dashboard-links';
import { ORGANIZATION_PARAM } from '../features/integrations/organization-choice';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { buildMenuRoutes } from '../features/menu/menu-tree';
import { onboardingPath } from '../features/onboarding/steps';
import { editorPath } from '../features/posts/post-actions';
import { PATHS } from '../lib/paths';

/** A screen's address, naming the organisation in its own parameter when an agency user chose one. */
function withOrganization(path: string, param: string, organizationId: number | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (organizationId !== undefined) params.set(param, String(organizationId));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where the dashboard's cards lead: each to the screen that handles what it shows, with the client an
 * agency user opened already chosen there. The onboarding's steps open the wizard at their step (the
 * connection is step 3, the brand step 6), or the screen that does it.
 */
const LINKS: Omit<DashboardLinks, 'organizations'> = {
  approval: (organizationId) => withOrganization(PATHS.approval, 'org', organizationId),
  ownSubmissions: (organizationId) => withOrganization(PATHS.approval, 'org', organizationId, { tab: 'mine' }),
  posts: (organizationId) => withOrganization(PATHS.posts, 'org', organizationId),
  editPost: editorPath,
  scheduling: PATHS.scheduling,
  analytics: PATHS.analytics,
  conversation: (postId) => `${PATHS.approval}?post=${postId}`,
  connections: (organizationId) => withOrganization(PATHS.settings, ORGANIZATION_PARAM, organizationId),
  createPost: PATHS.createPost,
  onboarding: {
    connect_linkedin: onboardingPath(3),
    brand: onboardingPath(6),
    first_post: PATHS.createPost,
    invite_team: PATHS.userManagement,
  },
};

/**
 * /dashboard for the signed-in user: agency users see every client and may open one, and those whose menu
 * offers Organization Management are led there to create the first.
 */
export function DashboardRoute({ title }: { title: string }) {
  const { user } = useSession();
  const { data: menu } = useMenuAccess(menuOwnerOf(user));
  const links = useMemo<DashboardLinks>(() => {
    const offersOrganizations = buildMenuRoutes(menu ?? []).some((route) => route.path === ADMIN_PATHS.organizations);
    return { ...LINKS, organizations: offersOrganizations ? ADMIN_PATHS.organizations : null };
  }, [menu]);
  return user && <DashboardPage title={title} isAgencyUser={user.org_id === AGENCY_ORG_ID} links={links} />;
}
