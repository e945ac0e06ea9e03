import { ChangePasswordSection } from '../features/accounts/components/change-password-section';
import { useSession } from '../features/auth/hooks/use-session';
import { MyProfilePage } from '../features/profile/components/my-profile-page';

/** My Profile shows the signed-in user as the session knows them, and lets them change their password. */
export function MyProfileRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <MyProfilePage
      profile={{
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.username,
        roleName: user.role_name,
        organizationName: user.org_name,
        pictureUrl: user.profile_image_url,
      }}
    >
      <ChangePasswordSection userId={user.user_id} email={user.username} />
    </MyProfilePage>
  );
}
