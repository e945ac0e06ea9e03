import type { ElementKey } from '@roi/contract/menu-catalogue';
import { useSession } from '../features/auth/hooks/use-session';
import { ContentHubPage } from '../features/content-hub/components/content-hub-page';
import { CONTENT_HUB_TABS, type ContentHubTab } from '../features/content-hub/content-hub-tabs';
import { FactsTab } from '../features/facts/components/facts-tab';
import { OrganizationSelect } from '../features/integrations/components/organization-select';
import { useOrganizationChoice } from '../features/integrations/hooks/use-organization-choice';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { checkedActionsOf } from '../features/menu/menu-tree';

const CONTENT_HUB: ElementKey = 'ContentHub';

const TABS: readonly ContentHubTab[] = [
  ...CONTENT_HUB_TABS,
  { id: 'facts', label: 'Facts', render: ({ organizationId, grants }) => <FactsTab organizationId={organizationId} canEdit={grants.canManageFacts} /> },
];

/**
 * /content-hub for the signed-in user: their organisation's hub, or for agency users the one they
 * choose: its own tabs, then the fact library; the buttons follow what their role's menu grants.
 */
export function ContentHubRoute({ title }: { title: string }) {
  const { user } = useSession();
  const { data: menu = [] } = useMenuAccess(menuOwnerOf(user));
  const organization = useOrganizationChoice(user?.org_id ?? 0);
  if (!user) return null;
  const actions = checkedActionsOf(menu, CONTENT_HUB);
  return (
    <ContentHubPage
      title={title}
      tabs={TABS}
      organizationId={organization.chosenId}
      grants={{ canCreate: actions.has('Create'), canEdit: actions.has('Edit'), canDelete: actions.has('Delete'), canManageFacts: actions.has('Publish') }}
      organizationSelect={<OrganizationSelect choice={organization} />}
    />
  );
}
