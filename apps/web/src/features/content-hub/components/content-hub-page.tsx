import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/page-header';
import type { ContentHubTab } from '../content-hub-tabs';

/** /content-hub: what the organisation's posts are made from, one tab each (at least one). */
export function ContentHubPage({ title, tabs }: { title: string; tabs: readonly ContentHubTab[] }) {
  const baseId = useId();
  const [chosen, setChosen] = useState(tabs[0]!.id);
  const tab = tabs.find((candidate) => candidate.id === chosen) ?? tabs[0]!;
  return (
    <Box>
      <PageHeader title={title} description="What your organization's posts are made from." />
      <Tabs value={tab.id} onChange={(_event, id: string) => setChosen(id)} aria-label={title} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {tabs.map((candidate) => (
          <Tab key={candidate.id} value={candidate.id} label={candidate.label} id={`${baseId}-tab-${candidate.id}`} aria-controls={`${baseId}-panel-${candidate.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`}>
        {tab.render()}
      </Box>
    </Box>
  );
}
