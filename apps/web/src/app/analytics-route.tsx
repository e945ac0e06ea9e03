import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { useSession } from '../features/auth/hooks/use-session';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';

/** /analytics for the signed-in user: agency users compare their clients, others see their own organisation. */
export function AnalyticsRoute({ title }: { title: string }) {
  const { user } = useSession();
  return user && <AnalyticsPage title={title} isAgencyUser={user.org_id === AGENCY_ORG_ID} />;
}
