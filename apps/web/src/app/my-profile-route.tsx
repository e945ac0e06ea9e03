import { ChangePasswordSection } from '../features/accounts/components/change-password-section';
import { useSession } from '../features/auth/hooks/use-session';
import { MyProfilePage } from '../features/profile/components/my-profile-page';

/**
 * My Profile edits the signed-in user's name and picture (the shell follows at once through the session)
 * and lets them change their password.
 */
export function MyProfileRoute() {
  const { user, updateUser } = useSession();
  if (!user) return null;
  return (
    <MyProfilePage
      userId={user.user_id}
      onSaved={(profile) =>
        updateUser({
          first_name: profile.first_name,
          last_name: profile.last_name,
          profile_image_url: profile.profile_image_url,
        })
      }
    >
      <ChangePasswordSection userId={user.user_id} email={user.username} />
    </MyProfilePage>
  );
}
