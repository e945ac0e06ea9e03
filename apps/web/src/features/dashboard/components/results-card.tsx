import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Insights from '@mui/icons-material/Insights';
import { DASHBOARD_RESULTS_DAYS, type RecentResults } from '@roi/contract/dashboard';
import { NOT_COUNTED } from '@roi/contract/analytics-format';

const NUMBER = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The change against the days before, in words a screen reader says as they are shown. */
function changeOf(now: number, before: number | null | undefined): string {
  if (before === null || before === undefined || before === 0) return 'nothing to compare with';
  const change = (now - before) / before;
  if (Math.abs(change) < 0.005) return 'as before';
  return `${change > 0 ? 'up' : 'down'} ${PERCENT.format(Math.abs(change))}`;
}

/**
 * The last days' results of the organisation's LinkedIn pages against as many days before, from
 * Analytics: what was counted, never a zero for what was not collected.
 */
export function ResultsCard({ results, analyticsPath }: { results: RecentResults; analyticsPath: string }) {
  const headingId = useId();
  const { totals, previous } = results;
  const figures = totals && [
    { label: 'Impressions', value: NUMBER.format(totals.impressions), change: changeOf(totals.impressions, previous?.impressions) },
    totals.clicks === null
      ? { label: 'Clicks', value: NOT_COUNTED, change: 'nothing to compare with' }
      : { label: 'Clicks', value: NUMBER.format(totals.clicks), change: changeOf(totals.clicks, previous?.clicks) },
    { label: 'Engagement rate', value: PERCENT.format(totals.engagement), change: changeOf(totals.engagement, previous?.engagement) },
    ...(results.followers === null
      ? []
      : [{ label: 'Followers', value: NUMBER.format(results.followers), change: changeOf(results.followers, results.followers_previous) }]),
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          <Insights />
        </Box>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Last {DASHBOARD_RESULTS_DAYS} days on LinkedIn
        </Typography>
      </Box>
      {figures ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, flex: 1 }}>
          {figures.map((figure) => (
            <Box key={figure.label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
                {figure.value}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
                {figure.change}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
          Results appear here once LinkedIn’s statistics of your pages have been collected.
        </Typography>
      )}
      <Box>
        <Button component={RouterLink} to={analyticsPath} size="small" endIcon={<ArrowForward />} sx={{ ml: -0.5 }}>
          Open Analytics
        </Button>
      </Box>
    </Paper>
  );
}
