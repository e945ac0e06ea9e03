import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/page-header';
import type { ContentHubGrants, ContentHubTab } from '../content-hub-tabs';

/** The search parameter naming the open tab, so that each tab has an address of its own. */
export const CONTENT_HUB_TAB_PARAM = 'tab';

interface ContentHubPageProps {
  title: string;
  /** The tabs in the order shown (at least one): the hub's own, and those the app adds. */
  tabs: readonly ContentHubTab[];
  organizationId: number;
  grants: ContentHubGrants;
  /** Agency users choose whose hub they see (composed by the app); nobody else is shown it. */
  organizationSelect?: ReactNode;
}

const tabId = (id: string) => `content-hub-tab-${id}`;
const panelId = (id: string) => `content-hub-panel-${id}`;

/** Content Hub (/content-hub): what an organisation reuses in its posts, one tab per kind. */
export function ContentHubPage({ title, tabs, organizationId, grants, organizationSelect }: ContentHubPageProps) {
  const [params, setParams] = useSearchParams();
  const opened = tabs.find((tab) => tab.id === params.get(CONTENT_HUB_TAB_PARAM)) ?? tabs[0]!;

  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(CONTENT_HUB_TAB_PARAM, id);
      return next;
    });

  return (
    <Box>
      <PageHeader
        title={title}
        description="Images, templates, hashtag groups and snippets your organization reuses in its posts, and the facts they may state."
        actions={organizationSelect}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={opened.id} onChange={(_, id: string) => open(id)} aria-label="Content Hub" variant="scrollable" allowScrollButtonsMobile>
          {tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={tab.label} id={tabId(tab.id)} aria-controls={panelId(tab.id)} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(opened.id)} aria-labelledby={tabId(opened.id)}>
        {opened.render({ organizationId, grants })}
      </Box>
    </Box>
  );
}
