import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import {
  ANALYTICS_COUNT_LABELS,
  ANALYTICS_RANGE_MAX_DAYS,
  LINK_CLICKS_LABEL,
  type AnalyticsCounts,
  type AnalyticsOrganization,
  type AnalyticsPage,
  type AnalyticsRangeQuery,
} from '@roi/contract/analytics';
import { showErrorToast } from '../../../components/error-toast';
import { MESSAGES } from '@roi/contract/messages';
import { LoadFailed } from '../../../components/load-failed';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { bytesOfBase64, saveFile } from '../../../lib/save-file';
import { getReport } from '../api/analytics';
import { PageHeader } from '../../../components/page-header';
import { describeChange, formatCount, formatGivenCount, formatRate } from '@roi/contract/analytics-format';
import { lastDays } from '../analytics-format';
import { useOverview } from '../hooks/use-analytics';
import { DailyChart } from './analytics-charts';
import { AnalyticsTables } from './analytics-tables';
import { MonthlyReportPanel } from './monthly-report';
import { OutcomesSection } from './outcomes-section';
import { WhoWeReach } from './who-we-reach';

interface AnalyticsPageProps {
  title: string;
  isAgencyUser: boolean;
  /** Agency users: the organisations they may compare. */
  organizations: readonly { id: number; organization_name: string }[];
}

const PRESETS = [7, 28, 90, 365] as const;
const ALL = '';

/** Analytics & Reports: what LinkedIn counted of the organisation's pages and posts, over a range. */
export function AnalyticsPage({ title, isAgencyUser, organizations }: AnalyticsPageProps) {
  const [preset, setPreset] = useState<number | 'custom'>(28);
  const [range, setRange] = useState(() => lastDays(28));
  const [organizationId, setOrganizationId] = useState<number | undefined>(undefined);
  const span = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  const rangeProblem = Number.isNaN(span) || span < 0 || span >= ANALYTICS_RANGE_MAX_DAYS ? 'Choose a start on or before the end, at most a year apart.' : null;
  const query: AnalyticsRangeQuery = { ...range, ...(organizationId !== undefined ? { organizationId } : {}) };
  const overview = useOverview(query);
  const fieldSx = { minWidth: { xs: '100%', sm: 180 } };

  return (
    <Box>
      <PageHeader
        title={title}
        description="What LinkedIn counted of your pages and posts, compared with the period before. Results are collected from LinkedIn every few hours and kept day by day."
      />
      <Box component="form" aria-label="Analytics filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }} onSubmit={(event) => event.preventDefault()}>
        {isAgencyUser && (
          <TextField
            select
            label="Organization"
            value={organizationId === undefined ? ALL : String(organizationId)}
            onChange={(event) => setOrganizationId(event.target.value === ALL ? undefined : Number(event.target.value))}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={fieldSx}
          >
            <MenuItem value={ALL}>All clients, side by side</MenuItem>
            {organizations.map((organization) => (
              <MenuItem key={organization.id} value={String(organization.id)}>
                {organization.organization_name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label="Period"
          value={String(preset)}
          onChange={(event) => {
            const chosen = event.target.value === 'custom' ? 'custom' : Number(event.target.value);
            setPreset(chosen);
            if (chosen !== 'custom') setRange(lastDays(chosen));
          }}
          sx={fieldSx}
        >
          {PRESETS.map((days) => (
            <MenuItem key={days} value={String(days)}>
              Last {days} days
            </MenuItem>
          ))}
          <MenuItem value="custom">Custom dates</MenuItem>
        </TextField>
        {preset === 'custom' && (
          <>
            <TextField
              type="date"
              label="From"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={fieldSx}
            />
            <TextField
              type="date"
              label="To"
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={rangeProblem !== null}
              helperText={rangeProblem ?? ' '}
              sx={fieldSx}
            />
          </>
        )}
      </Box>

      {rangeProblem === null && (
        <>
          <ReportDownload query={query} needsOrganization={isAgencyUser && organizationId === undefined} />
          {overview.isPending && <LinearProgress aria-label="Loading results" />}
          {overview.isError && <LoadFailed title="The results could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} isFramed />}
          {overview.data && (
            <Box component="section" aria-labelledby="analytics-overview-heading" sx={{ mb: 4 }}>
              <Typography id="analytics-overview-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
                Overview
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {overview.data.from} to {overview.data.to}, compared with {overview.data.previous_from} to {overview.data.previous_to}
              </Typography>
              {overview.data.organizations.length === 0 ? (
                <Alert severity="info">No client has a LinkedIn page being collected yet. Results appear after a page is connected and first collected.</Alert>
              ) : (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: overview.data.organizations.length > 1 ? '1fr 1fr' : '1fr' } }}>
                  {overview.data.organizations.map((organization) => (
                    <OrganizationOverview key={organization.organization_id} organization={organization} showName={isAgencyUser} />
                  ))}
                </Box>
              )}
            </Box>
          )}
          <AnalyticsTables query={query} />
          <OutcomesSection query={query} />
          {(!isAgencyUser || organizationId !== undefined) && <MonthlyReportPanel organizationId={organizationId} />}
          {(!isAgencyUser || organizationId !== undefined) && <WhoWeReach organizationId={organizationId} />}
          {isAgencyUser && organizationId === undefined && (
            <Alert severity="info" sx={{ mt: 4 }}>
              Choose one organization to see who its pages reach.
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}

/** The period as a PDF for a board or a client: one organisation's, with its logo and colours. */
function ReportDownload({ query, needsOrganization }: { query: AnalyticsRangeQuery; needsOrganization: boolean }) {
  const download = useMutation({
    mutationFn: getReport,
    onSuccess: (file) => {
      saveFile(file.file_name, file.content_type, bytesOfBase64(file.content_base64));
      showSuccessToast(`Report saved as ${file.file_name}.`);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdf />}
        disabled={needsOrganization || download.isPending}
        aria-describedby={needsOrganization ? 'report-needs-organization' : undefined}
        onClick={() => download.mutate(query)}
      >
        {download.isPending ? 'Making the report…' : 'Download PDF report'}
      </Button>
      {needsOrganization && (
        <Typography id="report-needs-organization" variant="body2" color="text.secondary">
          {MESSAGES.analyticsReportNeedsOrganization}
        </Typography>
      )}
    </Box>
  );
}

const TILES = ['impressions', 'unique_impressions', 'clicks', 'reactions', 'comments', 'reposts', 'engagement'] as const;

function OrganizationOverview({ organization, showName }: { organization: AnalyticsOrganization; showName: boolean }) {
  const { totals, previous, pages, profiles } = organization;
  const isSandbox = [...pages, ...profiles].some((account) => account.is_sandbox);
  const collected = (account: AnalyticsPage) =>
    account.last_collected_at ? ` (collected ${new Date(account.last_collected_at).toLocaleString()})` : ' (not collected yet)';
  const headingId = `analytics-organization-${organization.organization_id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {showName ? organization.organization_name : 'Your LinkedIn pages'}
        </Typography>
        {isSandbox && <Chip size="small" color="warning" label="Sandbox: made-up results for trying the screens" />}
      </Box>
      {pages.length + profiles.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[
            ...pages.map((page) => `${page.display_name}${collected(page)}`),
            ...profiles.map((profile) => `${profile.display_name}’s posts${collected(profile)}`),
          ].join(' · ')}
        </Typography>
      )}
      {pages
        .filter((page) => page.cannot_read !== null)
        .map((page) => (
          <Alert key={page.account_id} severity="warning" sx={{ mb: 2 }}>
            <strong>{page.display_name}: its numbers are missing.</strong> {page.cannot_read}
          </Alert>
        ))}
      {profiles
        .filter((profile) => profile.cannot_read !== null)
        .map((profile) => (
          <Alert key={profile.account_id} severity="warning" sx={{ mb: 2 }}>
            <strong>{profile.display_name}’s own posts: their numbers are missing.</strong> {profile.cannot_read}
          </Alert>
        ))}
      {pages.length === 0 ? (
        <Alert severity="info">No LinkedIn page is being collected. Connect an organization page in Settings and choose it for publishing; results appear after the first collection.</Alert>
      ) : !organization.has_published_posts && totals === null ? (
        <Alert severity="info">No published posts yet. Results appear after posts go out to a LinkedIn page and are first collected.</Alert>
      ) : totals === null ? (
        <Alert severity="info">Results appear after the first collection of this range’s days.</Alert>
      ) : (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0, mb: 2 }}>
            <Tile label="Followers" value={organization.followers === null ? 'Not collected' : formatCount(organization.followers)} change={organization.followers === null ? null : describeChange(organization.followers, organization.followers_previous)} />
            {TILES.map((key) => (
              <Tile key={key} label={ANALYTICS_COUNT_LABELS[key]} value={tileValue(totals, key)} change={key === 'engagement' ? null : changeOf(totals[key], previous?.[key])} />
            ))}
            {organization.link_clicks !== null && (
              <Tile label={LINK_CLICKS_LABEL} value={formatCount(organization.link_clicks)} change={describeChange(organization.link_clicks, organization.link_clicks_previous)} />
            )}
          </Box>
          <DailyChart
            caption={`Impressions and clicks per day, ${organization.organization_name}`}
            days={organization.days.map((day) => day.day)}
            series={[
              { label: 'Impressions', values: organization.days.map((day) => day.impressions) },
              // A page's days always count clicks; only members' own posts have none.
              { label: 'Clicks', values: organization.days.map((day) => day.clicks ?? 0) },
            ]}
          />
        </>
      )}
    </Paper>
  );
}

function tileValue(totals: AnalyticsCounts, key: (typeof TILES)[number]): string {
  return key === 'engagement' ? formatRate(totals.engagement) : formatGivenCount(totals[key]);
}

function changeOf(current: number | null, previous: number | null | undefined): string | null {
  return current === null ? null : describeChange(current, previous);
}

function Tile({ label, value, change }: { label: string; value: string; change: string | null }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
      {change && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {change}
        </Typography>
      )}
    </Box>
  );
}
