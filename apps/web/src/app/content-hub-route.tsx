import type { ElementKey } from '@roi/contract/menu-catalogue';
import { useSession } from '../features/auth/hooks/use-session';
import { ContentHubPage } from '../features/content-hub/components/content-hub-page';
import { CONTENT_HUB_TABS } from '../features/content-hub/content-hub-tabs';
import { FactsTab } from '../features/facts/components/facts-tab';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { walkMenu } from '../features/menu/menu-tree';

const CONTENT_HUB: ElementKey = 'ContentHub';

/**
 * /content-hub: its own tabs, then the fact library, told whether the signed-in person's menu grants
 * changing it (Content Hub, Edit; the server checks every change).
 */
export function ContentHubRoute({ title }: { title: string }) {
  const { user } = useSession();
  const { data: menu = [] } = useMenuAccess(menuOwnerOf(user));
  const canEdit = [...walkMenu(menu)]
    .flatMap((item) => item.feature)
    .some((feature) => feature.element === CONTENT_HUB && feature.action.some((action) => action.action_name === 'Edit' && action.checked));
  const tabs = [...CONTENT_HUB_TABS, { id: 'facts', label: 'Facts', render: () => <FactsTab canEdit={canEdit} /> }];
  return <ContentHubPage title={title} tabs={tabs} />;
}
