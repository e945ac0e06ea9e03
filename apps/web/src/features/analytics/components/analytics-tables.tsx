import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import {
  ANALYTICS_COUNT_LABELS,
  ANALYTICS_COUNTS,
  ANALYTICS_GROUPING_LABELS,
  ANALYTICS_GROUPINGS,
  LINK_CLICKS_LABEL,
  type AnalyticsGrouping,
  type AnalyticsRangeQuery,
  type AnalyticsTableRow,
} from '@roi/contract/analytics';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { LoadFailed } from '../../../components/load-failed';
import { getErrorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { exportTable } from '../api/analytics';
import { formatCount, formatRate, NOT_COUNTED } from '@roi/contract/analytics-format';
import { useAnalyticsTable } from '../hooks/use-analytics';

type SortKey = 'label' | 'posts' | (typeof ANALYTICS_COUNTS)[number] | 'engagement' | 'outcomes' | 'link_clicks';
const COUNT_COLUMNS = [...ANALYTICS_COUNTS, 'engagement'] as const;

function sortValue(row: AnalyticsTableRow, key: SortKey): number | string {
  if (key === 'label') return row.label.toLowerCase();
  if (key === 'posts') return row.posts;
  if (key === 'outcomes') return row.outcomes ?? -1;
  if (key === 'link_clicks') return row.link_clicks;
  // Not collected, or not counted, sorts below every number.
  return row.counts?.[key] ?? -1;
}

/** The posts published in the range with their latest results, by post or by a post setup field; sortable, exportable. */
export function AnalyticsTables({ query }: { query: AnalyticsRangeQuery }) {
  const [by, setBy] = useState<AnalyticsGrouping>('campaign');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'impressions', descending: true });
  const tableQuery = { ...query, by };
  const table = useAnalyticsTable(tableQuery);
  const download = useMutation({
    mutationFn: exportTable,
    onSuccess: (file) => {
      saveFile(file.file_name, file.content_type, file.content);
      showSuccessToast(`${file.count} ${file.count === 1 ? 'row' : 'rows'} exported to ${file.file_name}.`);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
  const rows = [...(table.data ?? [])].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    const order = left < right ? -1 : left > right ? 1 : 0;
    return sort.descending ? -order : order;
  });
  const showOrganization = new Set(rows.map((row) => row.organization_name)).size > 1;
  const header = (key: SortKey, label: string, numeric: boolean) => (
    <TableCell key={key} align={numeric ? 'right' : 'left'} sortDirection={sort.key === key ? (sort.descending ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key && !sort.descending ? 'asc' : 'desc'}
        onClick={() => setSort({ key, descending: sort.key === key ? !sort.descending : key !== 'label' })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Box component="section" aria-labelledby="analytics-tables-heading" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="analytics-tables-heading" variant="h6" component="h3">
          Results by {ANALYTICS_GROUPING_LABELS[by].toLowerCase()}
        </Typography>
        <Button variant="outlined" startIcon={<Download />} disabled={download.isPending || rows.length === 0} onClick={() => download.mutate(tableQuery)}>
          Export CSV
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Posts published in the period, with LinkedIn’s latest counts; what LinkedIn did not give is said, never shown as zero. LinkedIn counts no clicks on
        a post to a member profile: its clicks are not counted, and a group’s clicks are those of its posts to pages.
        {by === 'campaign' && ' Outcomes are those recorded against the campaign in the period.'} Link clicks are people’s clicks in the period on
        the posts’ tracked links (robots and link previews are not counted).
      </Typography>
      <Tabs value={by} onChange={(_event, value: AnalyticsGrouping) => setBy(value)} variant="scrollable" allowScrollButtonsMobile aria-label="Group results by">
        {ANALYTICS_GROUPINGS.map((grouping) => (
          <Tab key={grouping} value={grouping} label={ANALYTICS_GROUPING_LABELS[grouping]} />
        ))}
      </Tabs>
      <Paper variant="outlined">
        {table.isFetching && <LinearProgress aria-label="Loading the table" />}
        {table.isError ? (
          <LoadFailed title="The table could not be loaded" error={table.error} onRetry={() => void table.refetch()} />
        ) : table.data && rows.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            No published posts in this period yet.
          </Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="analytics-tables-heading">
              <TableHead>
                <TableRow>
                  {header('label', ANALYTICS_GROUPING_LABELS[by], false)}
                  {showOrganization && <TableCell>Organization</TableCell>}
                  {header('posts', 'Posts', true)}
                  {/* Beside the posts, so that a campaign's outcomes are in sight without scrolling the table. */}
                  {by === 'campaign' && header('outcomes', 'Outcomes', true)}
                  {header('link_clicks', LINK_CLICKS_LABEL, true)}
                  {COUNT_COLUMNS.map((key) => header(key, ANALYTICS_COUNT_LABELS[key], true))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.organization_name}:${row.key}`}>
                    <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                      {row.label}
                    </TableCell>
                    {showOrganization && <TableCell>{row.organization_name}</TableCell>}
                    <TableCell align="right">{formatCount(row.posts)}</TableCell>
                    {row.outcomes !== null && <TableCell align="right">{formatCount(row.outcomes)}</TableCell>}
                    <TableCell align="right">{formatCount(row.link_clicks)}</TableCell>
                    {ANALYTICS_COUNTS.map((key) => (
                      <TableCell key={key} align="right">
                        {!row.counts ? <NotGiven text="Not collected" /> : row.counts[key] === null ? <NotGiven text={NOT_COUNTED} /> : formatCount(row.counts[key])}
                      </TableCell>
                    ))}
                    <TableCell align="right">{row.counts ? formatRate(row.counts.engagement) : <NotGiven text="Not collected" />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Box>
  );
}

/** What LinkedIn did not give: not collected yet, or never counted (clicks on a member's own posts). */
function NotGiven({ text }: { text: string }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}
