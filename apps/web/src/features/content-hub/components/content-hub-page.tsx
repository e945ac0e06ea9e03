import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/page-header';
import { CONTENT_HUB_TABS, type ContentHubGrants } from '../content-hub-tabs';

/** The search parameter naming the open tab, so that each tab has an address of its own. */
export const CONTENT_HUB_TAB_PARAM = 'tab';

interface ContentHubPageProps {
  title: string;
  organizationId: number;
  grants: ContentHubGrants;
  /** Agency users choose whose hub they see (composed by the app); nobody else is shown it. */
  organizationSelect?: ReactNode;
}

const tabId = (id: string) => `content-hub-tab-${id}`;
const panelId = (id: string) => `content-hub-panel-${id}`;

/** Content Hub (/content-hub): what an organisation reuses in its posts, one tab per kind. */
export function ContentHubPage({ title, organizationId, grants, organizationSelect }: ContentHubPageProps) {
  const [params, setParams] = useSearchParams();
  const opened = CONTENT_HUB_TABS.find((tab) => tab.id === params.get(CONTENT_HUB_TAB_PARAM)) ?? CONTENT_HUB_TABS[0]!;

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
        description="Images, templates, hashtag groups and snippets your organization reuses in its posts."
        actions={organizationSelect}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={opened.id} onChange={(_, id: string) => open(id)} aria-label="Content Hub" variant="scrollable" allowScrollButtonsMobile>
          {CONTENT_HUB_TABS.map((tab) => (
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
