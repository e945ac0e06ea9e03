import { AGENCY_ORG_ID } from '@roi/contract/constants';
import type { ElementKey } from '@roi/contract/menu-catalogue';
import { useSession } from '../features/auth/hooks/use-session';
import { LinkedInCallbackPage } from '../features/integrations/components/linkedin-callback-page';
import { SandboxFeedPage } from '../features/integrations/components/sandbox-feed-page';
import { SettingsPage, type SettingsLink } from '../features/integrations/components/settings-page';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { walkMenu } from '../features/menu/menu-tree';
import { useOutbox } from '../features/outbox/hooks/use-outbox';
import { PATHS } from '../lib/paths';

const OUTBOX_LINK: SettingsLink = { path: PATHS.outbox, label: 'Email outbox' };
/** The outbox is read by whoever manages the agency's users. */
const USER_MANAGEMENT: ElementKey = 'UserManagement';

/**
 * /settings: the signed-in user's connections, with the settings screens their menu grants below it,
 * and the email outbox for the agency's user administrators while emails are kept instead of sent.
 */
export function SettingsRoute({ title, subPages }: { title: string; subPages: readonly SettingsLink[] }) {
  const { user } = useSession();
  const { data: menu = [] } = useMenuAccess(menuOwnerOf(user));
  const managesUsers = [...walkMenu(menu)].some((item) => item.element === USER_MANAGEMENT);
  const outbox = useOutbox(user?.org_id === AGENCY_ORG_ID && managesUsers);
  const links = outbox.data?.kept ? [...subPages, OUTBOX_LINK] : subPages;
  return user && <SettingsPage title={title} userId={user.user_id} ownOrganizationId={user.org_id} subPages={links} />;
}

/** /linkedin-oauth: the code LinkedIn handed back is exchanged for the signed-in user. */
export function LinkedInCallbackRoute() {
  const { user } = useSession();
  return user && <LinkedInCallbackPage userId={user.user_id} ownOrganizationId={user.org_id} />;
}

/** /sandbox-feed: what the Sandbox network received for the user's organisation (or the one an agency user chooses). */
export function SandboxFeedRoute() {
  const { user } = useSession();
  return user && <SandboxFeedPage ownOrganizationId={user.org_id} />;
}
