import type { ElementKey } from '@roi/contract/menu-catalogue';
import { useSession } from '../features/auth/hooks/use-session';
import { OrganizationSelect } from '../features/integrations/components/organization-select';
import { useOrganizationChoice } from '../features/integrations/hooks/use-organization-choice';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { checkedActionsOf } from '../features/menu/menu-tree';
import { RecordsPage } from '../features/records/components/records-page';

const RECORDS: ElementKey = 'Records';

/**
 * /settings/records for the signed-in user: their organisation's public records, or for agency users
 * the one they choose; retention and holds change only with the role's Edit.
 */
export function RecordsRoute({ title }: { title: string }) {
  const { user } = useSession();
  const { data: menu = [] } = useMenuAccess(menuOwnerOf(user));
  const organization = useOrganizationChoice(user?.org_id ?? 0);
  if (!user) return null;
  return (
    <RecordsPage
      title={title}
      organizationId={organization.chosenId}
      canManage={checkedActionsOf(menu, RECORDS).has('Edit')}
      organizationSelect={<OrganizationSelect choice={organization} />}
    />
  );
}
