import { useSession } from '../features/auth/hooks/use-session';
import { SupportContactSection } from '../features/help/components/support-contact-form';
import { OrganizationSettingsPage } from '../features/organization-settings/components/organization-settings-page';

/**
 * The OrganizationSetting screen, headed with its menu title like the other screens: the signed-in user's
 * own organisation, and the support contact its people see in Help.
 */
export function OrganizationSettingRoute({ title }: { title: string }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <OrganizationSettingsPage title={title} orgId={user.org_id} />
      <SupportContactSection />
    </>
  );
}
