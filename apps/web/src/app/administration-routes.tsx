import { useQueryClient } from '@tanstack/react-query';
import { CreateOrganizationPage } from '../features/administration/components/create-organization-page';
import { MenuSettingsPage } from '../features/administration/components/menu-settings-page';
import { OrganizationDetailsPage } from '../features/administration/components/organization-details-page';
import { OrganizationManagementPage } from '../features/administration/components/organization-management-page';
import { UserEditPage } from '../features/administration/components/user-edit-page';
import { UserManagementPage } from '../features/administration/components/user-management-page';
import { UserViewPage } from '../features/administration/components/user-view-page';
import type { Viewer } from '../features/administration/viewer';
import { useSession } from '../features/auth/hooks/use-session';
import { menuAccessQueryKey } from '../features/menu/api/get-menu-access';

/** The administration screens act for the signed-in user, whom the session knows. */
function useViewer(): Viewer | null {
  const { user } = useSession();
  return (
    user && {
      userId: user.user_id,
      orgId: user.org_id,
      orgTypeId: user.org_type,
      roleId: user.role_id,
      orgName: user.org_name,
    }
  );
}

interface ScreenProps {
  title: string;
}

export function UserManagementRoute({ title }: ScreenProps) {
  const viewer = useViewer();
  return viewer && <UserManagementPage viewer={viewer} title={title} />;
}

export function UserViewRoute() {
  return <UserViewPage />;
}

export function UserEditRoute() {
  const viewer = useViewer();
  return viewer && <UserEditPage viewer={viewer} />;
}

export function OrganizationManagementRoute({ title }: ScreenProps) {
  return <OrganizationManagementPage title={title} />;
}

export function CreateOrganizationRoute({ title }: ScreenProps) {
  return <CreateOrganizationPage title={title} />;
}

export function OrganizationDetailsRoute() {
  const viewer = useViewer();
  return viewer && <OrganizationDetailsPage viewer={viewer} />;
}

/** Menu settings; a save reloads the signed-in user's menu, so a change to their own role shows at once. */
export function MenuSettingsRoute({ title }: ScreenProps) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const reloadMenu = () => void queryClient.invalidateQueries({ queryKey: menuAccessQueryKey(null).slice(0, 2) });
  return viewer && <MenuSettingsPage viewer={viewer} title={title} onMenuChanged={reloadMenu} />;
}
