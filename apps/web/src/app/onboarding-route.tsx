import { useNavigate } from 'react-router';
import { CompanyDetailsPage } from '../features/accounts/components/company-details-page';
import { useSession } from '../features/auth/hooks/use-session';
import { ConnectLinkedInButton } from '../features/integrations/components/connect-linkedin-button';
import { OrganizationConnections } from '../features/integrations/components/organization-connections';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard';
import { useEndOnboarding } from '../features/onboarding/hooks/use-onboarding';
import { onboardingPath } from '../features/onboarding/steps';
import {
  BrandIdentityStepForm,
  OrganizationDetailsStepForm,
} from '../features/organization-settings/components/onboarding-organization-forms';
import { PATHS } from '../lib/paths';

/**
 * The onboarding wizard, its steps being the other features' own: Settings' LinkedIn connection and its
 * accounts, the organisation settings' forms for the details and the brand, all for the signed-in user's
 * organisation. Finishing opens the first post; skipping opens the first menu screen.
 */
export function OnboardingRoute({ homePath }: { homePath: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const end = useEndOnboarding((state) => void navigate(state === 'finished' ? PATHS.createPost : homePath, { replace: true }));
  if (!user) return null;
  return (
    <OnboardingWizard
      email={user.username}
      renderLinkedInConnect={(returnPath) => <ConnectLinkedInButton organizationId={undefined} returnPath={returnPath} isTile />}
      renderConnections={(returnPath) => <OrganizationConnections userId={user.user_id} organizationId={undefined} returnPath={returnPath} />}
      renderDetailsStep={(slot) => <OrganizationDetailsStepForm orgId={user.org_id} {...slot} />}
      renderBrandStep={(slot) => <BrandIdentityStepForm orgId={user.org_id} {...slot} />}
      onFinish={() => end.mutate({ state: 'finished' })}
      onDismiss={() => end.mutate({ state: 'dismissed' })}
      isDismissing={end.isPending && end.variables.state === 'dismissed'}
    />
  );
}

/** /companydetails, where a new organisation starts: saving its details goes on to the onboarding's connect step. */
export function CompanyDetailsRoute() {
  return <CompanyDetailsPage nextPath={onboardingPath(3)} />;
}
