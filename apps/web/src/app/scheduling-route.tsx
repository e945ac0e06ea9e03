import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { useSession } from '../features/auth/hooks/use-session';
import { ReconnectButton } from '../features/integrations/components/reconnect-button';
import { SchedulingPage } from '../features/scheduling/components/scheduling-page';
import { PATHS } from '../lib/paths';

/** /scheduling for the signed-in user: agency users see every client, others their own organisation. */
export function SchedulingRoute({ title }: { title: string }) {
  const { user } = useSession();
  return (
    user && (
      <SchedulingPage
        title={title}
        organizationId={user.org_id}
        isAgencyUser={user.org_id === AGENCY_ORG_ID}
        renderReconnect={(organizationId) => <ReconnectButton organizationId={organizationId} returnPath={PATHS.scheduling} />}
      />
    )
  );
}
