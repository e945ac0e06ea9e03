import { useNavigate } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard';
import {
  BrandIdentityStepForm,
  OrganizationDetailsStepForm,
} from '../features/organization-settings/components/onboarding-organization-forms';

/**
 * The onboarding wizard, its saving steps being the organisation settings' own forms: the details and the
 * brand land in the signed-in user's organisation; finishing opens the first menu screen.
 */
export function OnboardingRoute({ homePath }: { homePath: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <OnboardingWizard
      email={user.username}
      renderDetailsStep={(slot) => <OrganizationDetailsStepForm orgId={user.org_id} {...slot} />}
      renderBrandStep={(slot) => <BrandIdentityStepForm orgId={user.org_id} {...slot} />}
      onFinish={() => void navigate(homePath, { replace: true })}
    />
  );
}
