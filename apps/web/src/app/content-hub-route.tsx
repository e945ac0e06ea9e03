import type { ElementKey } from '@roi/contract/menu-catalogue';
import { useSession } from '../features/auth/hooks/use-session';
import { ContentHubPage } from '../features/content-hub/components/content-hub-page';
import { OrganizationSelect } from '../features/integrations/components/organization-select';
import { useOrganizationChoice } from '../features/integrations/hooks/use-organization-choice';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { checkedActionsOf } from '../features/menu/menu-tree';

const CONTENT_HUB: ElementKey = 'ContentHub';

/**
 * /content-hub for the signed-in user: their organisation's hub, or for agency users the one they
 * choose; the buttons follow what their role's menu grants.
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
      organizationId={organization.chosenId}
      grants={{ canCreate: actions.has('Create'), canEdit: actions.has('Edit'), canDelete: actions.has('Delete') }}
      organizationSelect={<OrganizationSelect choice={organization} />}
    />
  );
}
