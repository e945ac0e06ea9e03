import { useMemo } from 'react';
import type { OrganizationRecord } from '@roi/contract/administration';
import type { MenuItem, MenuPlacement } from '@roi/contract/menu';
import { MainShell } from '../components/layout/main-shell';
import type { NavEntry, ShellUser } from '../components/layout/nav-entry';
import { useWaitingCount } from '../features/approvals/hooks/use-approvals';
import { useSession } from '../features/auth/hooks/use-session';
import { MenuIcon } from '../features/menu/components/menu-icon';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { entriesByPlacement } from '../features/menu/menu-tree';
import { OnboardingOffer } from '../features/onboarding/components/onboarding-offer';
import { useOwnOrganization } from '../features/organization-settings/hooks/use-own-organization';
import { PATHS } from '../lib/paths';
import type { SessionUser } from '../lib/storage';


/** The organisation's own record, once loaded, is newer than what the session stored at sign-in. */
function toShellUser(user: SessionUser, organization: OrganizationRecord | undefined): ShellUser {
  return {
    fullName: `${user.first_name} ${user.last_name}`.trim() || user.username,
    roleName: user.role_name,
    email: user.username,
    pictureUrl: user.profile_image_url,
    organizationName: organization?.organization_name ?? user.org_name,
    logoUrl: organization ? organization.company_logo_url : user.company_logo_url,
  };
}

function toNavEntries(menu: readonly MenuItem[], placement: MenuPlacement): NavEntry[] {
  return entriesByPlacement(menu, placement).map((item) => ({
    path: item.path,
    label: item.language_name,
    icon: <MenuIcon name={item.icon} />,
  }));
}

/** The main shell fed with the signed-in user and the navigation their menu grants. */
export function MainShellRoute({ menu }: { menu: readonly MenuItem[] }) {
  const { user } = useSession();
  const { data: organization } = useOwnOrganization(user?.org_id ?? null);
  const navigation = useMemo(
    () => ({
      main: toNavEntries(menu, 'main'),
      secondary: toNavEntries(menu, 'secondary'),
      profile: toNavEntries(menu, 'profile'),
    }),
    [menu],
  );
  const hasApproval = navigation.main.some((entry) => entry.path === PATHS.approval);
  const { data: waitingCount } = useWaitingCount(hasApproval);
  const mainEntries = useMemo(
    () => navigation.main.map((entry) => (entry.path === PATHS.approval ? { ...entry, count: waitingCount } : entry)),
    [navigation.main, waitingCount],
  );
  // The guard above this route lets only signed-in users through.
  if (!user) return null;
  return (
    <MainShell
      user={toShellUser(user, organization)}
      mainEntries={mainEntries}
      secondaryEntries={navigation.secondary}
      profileEntries={navigation.profile}
      notice={<OnboardingOffer />}
      notifications={<NotificationBell />}
    />
  );
}
