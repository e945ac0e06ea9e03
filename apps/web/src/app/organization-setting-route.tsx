import { useSession } from '../features/auth/hooks/use-session';
import { OrganizationSettingsPage } from '../features/organization-settings/components/organization-settings-page';

/** The OrganizationSetting screen (its title is the shell's): the signed-in user's own organisation. */
export function OrganizationSettingRoute() {
  const { user } = useSession();
  if (!user) return null;
  return <OrganizationSettingsPage orgId={user.org_id} />;
}
