import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/page-header';
import { CONTENT_HUB_TABS, type ContentHubContext } from '../content-hub-tabs';

/** /content-hub: what the organisation's posts are made from, one tab each. */
export function ContentHubPage({ title, context }: { title: string; context: ContentHubContext }) {
  const baseId = useId();
  const [chosen, setChosen] = useState(CONTENT_HUB_TABS[0]!.id);
  const tab = CONTENT_HUB_TABS.find((candidate) => candidate.id === chosen) ?? CONTENT_HUB_TABS[0]!;
  return (
    <Box>
      <PageHeader title={title} description="What your organization's posts are made from." />
      <Tabs value={tab.id} onChange={(_event, id: string) => setChosen(id)} aria-label={title} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {CONTENT_HUB_TABS.map((candidate) => (
          <Tab key={candidate.id} value={candidate.id} label={candidate.label} id={`${baseId}-tab-${candidate.id}`} aria-controls={`${baseId}-panel-${candidate.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`}>
        {tab.render(context)}
      </Box>
    </Box>
  );
}
