import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import EventNote from '@mui/icons-material/EventNote';
import LinkOff from '@mui/icons-material/LinkOff';
import ThumbDownOffAlt from '@mui/icons-material/ThumbDownOffAlt';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { DASHBOARD_AHEAD_DAYS, type Dashboard } from '@roi/contract/dashboard';
import { CALENDAR_STATE_LABELS, TOKEN_WARNING_DAYS } from '@roi/contract/scheduling';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { chosenClient, clientDashboardPath, CLIENT_PARAM, formatDay, formatWhen, type DashboardLinks } from '../dashboard-links';
import { useDashboard } from '../hooks/use-dashboard';
import { CardItem, DashboardCard } from './dashboard-card';
import { ClientsTable } from './clients-table';
import { OnboardingChecklist } from './onboarding-checklist';
import { ResultsCard } from './results-card';

interface DashboardPageProps {
  title: string;
  isAgencyUser: boolean;
  links: DashboardLinks;
}

const DAY_MS = 86_400_000;

/**
 * /dashboard, where people land after signing in: what needs them now, the week ahead, a new
 * organisation's setup steps, and for agency users every client at a glance (one client's dashboard
 * once they open it, named in the address).
 */
export function DashboardPage({ title, isAgencyUser, links }: DashboardPageProps) {
  const headingId = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const chosen = isAgencyUser ? chosenClient(params.get(CLIENT_PARAM)) : undefined;
  const dashboard = useDashboard(chosen);
  const data = dashboard.data;

  const header = (
    <PageHeader
      title={data?.organization_name && isAgencyUser ? data.organization_name : title}
      headingId={headingId}
      back={chosen !== undefined ? { to: pathname, label: 'All clients' } : undefined}
      description={
        isAgencyUser && chosen === undefined
          ? 'Every client at a glance, and what waits for you across them.'
          : 'What needs you now, and what is coming up this week.'
      }
      actions={
        data?.can_create_post && (
          <Button component={RouterLink} to={links.createPost} variant="contained" startIcon={<Add />}>
            Create post
          </Button>
        )
      }
    />
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      {header}
      {dashboard.isError && !data ? (
        <LoadFailed title="The dashboard could not be loaded" error={dashboard.error} onRetry={() => void dashboard.refetch()} isFramed />
      ) : !data ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography sx={{ color: 'text.secondary' }}>Loading the dashboard…</Typography>
        </Box>
      ) : (
        <DashboardContent data={data} links={links} organizationId={chosen} clientPath={(id) => clientDashboardPath(pathname, id)} />
      )}
    </Box>
  );
}

interface DashboardContentProps {
  data: Dashboard;
  links: DashboardLinks;
  /** The client an agency user opened; undefined for one's own organisation, or every client. */
  organizationId: number | undefined;
  clientPath: (organizationId: number) => string;
}

function DashboardContent({ data, links, organizationId, clientPath }: DashboardContentProps) {
  const showsOrganization = data.organization_id === null;
  const whose = (item: { organization_name: string }) => (showsOrganization ? `${item.organization_name} · ` : '');
  const { waiting_approvals: waiting, rejected_posts: rejected, failed_posts: failed, expiring_connections: expiring, upcoming, mentions, results } = data;
  // Days are counted from when the screen opened: the answer is read again on the next visit.
  const [now] = useState(() => Date.now());

  return (
    <>
      {data.onboarding && <OnboardingChecklist steps={data.onboarding.steps} links={links.onboarding} />}
      {data.clients && (
        <ClientsTable
          clients={data.clients}
          clientPath={clientPath}
          organizationsPath={links.organizations}
          granted={{
            waiting_approvals: waiting !== null,
            failed_posts: failed !== null,
            expiring_connections: expiring !== null,
            calendar: upcoming !== null,
          }}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
        {waiting && (
          <DashboardCard
            title="Waiting for your approval"
            icon={<TaskAlt />}
            count={waiting.count}
            tone="primary"
            emptyText="Nothing waits for your decision."
            action={{ label: 'Open Approval', to: links.approval(organizationId) }}
          >
            {waiting.items.map((item) => (
              <CardItem
                key={item.post_id}
                text={item.excerpt}
                details={`${whose(item)}${item.author_name} · ${item.step_name} · ${formatWhen(item.at)}`}
              />
            ))}
          </DashboardCard>
        )}
        <DashboardCard
          title="Mentions"
          icon={<AlternateEmail />}
          count={mentions.count}
          tone="primary"
          emptyText="No comment mentions you that you have not read."
          action={{ label: 'Open Approval', to: links.approval(organizationId) }}
        >
          {mentions.items.map((item) => (
            <CardItem
              key={item.notification_id}
              text={item.excerpt}
              details={`${whose(item)}${item.actor_name || 'Someone'} · ${formatWhen(item.at)}`}
              link={{ label: 'Open the conversation', to: links.conversation(item.post_id) }}
            />
          ))}
        </DashboardCard>
        {results && <ResultsCard results={results} analyticsPath={links.analytics} />}
        {rejected && (
          <DashboardCard
            title="Your rejected posts"
            icon={<ThumbDownOffAlt />}
            count={rejected.count}
            tone="warning"
            emptyText="None of your posts was sent back."
            action={{ label: 'See your submissions', to: links.ownSubmissions(organizationId) }}
          >
            {rejected.items.map((item) => (
              <CardItem
                key={item.post_id}
                text={item.excerpt}
                details={`${whose(item)}${item.reason ? `“${item.reason}”` : 'No reason given'}`}
                link={{ label: 'Revise', to: links.editPost(item.post_id) }}
              />
            ))}
          </DashboardCard>
        )}
        {failed && (
          <DashboardCard
            title="Failed publications"
            icon={<ErrorOutline />}
            count={failed.count}
            tone="error"
            emptyText="No publication has failed."
            action={{ label: 'Open Posts to retry', to: links.posts(organizationId) }}
          >
            {failed.items.map((item) => (
              <CardItem key={item.post_id} text={item.excerpt} details={`${whose(item)}${formatWhen(item.at)}`} />
            ))}
          </DashboardCard>
        )}
        {expiring && (
          <DashboardCard
            title="Connections ending soon"
            icon={<LinkOff />}
            count={expiring.count}
            tone="warning"
            emptyText={`No LinkedIn connection has ended or ends within ${TOKEN_WARNING_DAYS} days.`}
            action={{ label: 'Open connections', to: links.connections(organizationId) }}
          >
            {expiring.items.map((item) => (
              <CardItem key={item.id} text={item.display_name} details={endingText(item, now)} />
            ))}
          </DashboardCard>
        )}
        {upcoming && (
          <DashboardCard
            title={`Next ${DASHBOARD_AHEAD_DAYS} days`}
            icon={<EventNote />}
            count={upcoming.count}
            tone="primary"
            emptyText={`Nothing is planned for the next ${DASHBOARD_AHEAD_DAYS} days.`}
            action={{ label: 'Open Scheduling', to: links.scheduling }}
          >
            {upcoming.items.map((item) => (
              <CardItem
                key={`${item.post_id}-${item.at}`}
                text={item.excerpt || 'A post with no text yet'}
                details={`${whose(item)}${formatWhen(item.at)} · ${CALENDAR_STATE_LABELS[item.state]}`}
              />
            ))}
          </DashboardCard>
        )}
      </Box>
    </>
  );
}

function endingText(connection: { state: 'expiring' | 'expired'; expires_at: string }, now: number): string {
  if (connection.state === 'expired') return `Ended on ${formatDay(connection.expires_at)}: nothing is published through it`;
  const days = Math.max(1, Math.ceil((Date.parse(connection.expires_at) - now) / DAY_MS));
  return `Ends in ${days} ${days === 1 ? 'day' : 'days'}, on ${formatDay(connection.expires_at)}`;
}
