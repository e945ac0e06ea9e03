import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { useSession } from '../features/auth/hooks/use-session';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';
import { useOrganizationOptions } from '../features/scheduling/hooks/use-calendar';

/** /analytics for the signed-in user: agency users compare their clients, others see their own organisation. */
export function AnalyticsRoute({ title }: { title: string }) {
  const { user } = useSession();
  const isAgencyUser = user?.org_id === AGENCY_ORG_ID;
  // The organisation filter offers what the scheduling screen's offers.
  const organizations = useOrganizationOptions(isAgencyUser);
  return user && <AnalyticsPage title={title} isAgencyUser={isAgencyUser} organizations={organizations.data ?? []} />;
}
