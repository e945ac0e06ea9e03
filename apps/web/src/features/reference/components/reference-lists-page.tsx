import { useId } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { REFERENCE_CATEGORIES, type ReferenceCategory } from '@roi/contract/post-rules';
import { useReferenceEntries } from '../hooks/use-reference-lists';
import { categoryFromParam, entriesSummary, REFERENCE_LIST_NAMES, sortEntries } from '../reference-lists';
import { AddEntryForm } from './add-entry-form';
import { ReferenceEntryRow } from './reference-entry-row';
import { LoadFailed } from '../../../components/load-failed';

const CATEGORY_PARAM = 'category';

function tabId(category: ReferenceCategory): string {
  return `reference-tab-${category}`;
}

function panelId(category: ReferenceCategory): string {
  return `reference-panel-${category}`;
}

/** /settings/reference-data: the lists a post is set up from (and the organisation details), for agency admins. */
export function ReferenceListsPage({ title }: { title: string }) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const category = categoryFromParam(params.get(CATEGORY_PARAM));

  const showCategory = (next: ReferenceCategory) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(CATEGORY_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ mb: 3 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          The choices offered when a post is set up and an organization describes itself.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={category}
          onChange={(_, next: ReferenceCategory) => showCategory(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Reference lists"
          sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 1 } }}
        >
          {REFERENCE_CATEGORIES.map((item) => (
            <Tab key={item} value={item} label={REFERENCE_LIST_NAMES[item]} id={tabId(item)} aria-controls={panelId(item)} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(category)} aria-labelledby={tabId(category)}>
          <ReferenceListPanel key={category} category={category} />
        </Box>
      </Paper>
    </Box>
  );
}

function ReferenceListPanel({ category }: { category: ReferenceCategory }) {
  const entriesQuery = useReferenceEntries(category);
  const listName = REFERENCE_LIST_NAMES[category];
  const entries = sortEntries(entriesQuery.data ?? []);

  return (
    <>
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Retired entries stay on existing posts but are no longer offered.
          </Typography>
          <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', fontWeight: 600, mt: 0.5 }}>
            {entriesQuery.data ? entriesSummary(entries) : ' '}
          </Typography>
        </Box>
        <AddEntryForm category={category} entries={entries} listName={listName} />
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {entriesQuery.isPending ? (
          <Box role="status" aria-label={`Loading ${listName} entries`} aria-busy="true" sx={{ p: 2 }}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Box>
        ) : entriesQuery.isError ? (
          <LoadFailed title="The list could not be loaded" error={entriesQuery.error} onRetry={() => void entriesQuery.refetch()} />
        ) : entries.length === 0 ? (
          <Typography role="status" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            This list has no entries yet. Add the first one above.
          </Typography>
        ) : (
          <List aria-label={`${listName} entries`} disablePadding>
            {entries.map((entry) => (
              <ReferenceEntryRow key={entry.id} entry={entry} entries={entries} />
            ))}
          </List>
        )}
      </Box>
    </>
  );
}
