import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { formatInZone, utcToZonedLocal, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import type { CalendarItem, CalendarQuery } from '@roi/contract/scheduling';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { getErrorMessage } from '../../../lib/api-client';
import { displayTimeZone, requestedRange, viewerTimeZone, type ClockChoice } from '../calendar-view';
import { useCalendar } from '../hooks/use-calendar';
import { useMovePost } from '../hooks/use-move-post';
import { CalendarFilters, type CalendarFilterValues } from './calendar-filters';
import { ConnectionHealth } from './connection-health';
import { MovePostDialog } from './move-post-dialog';
import { PostCalendar } from './post-calendar';
import { PostDetailsDialog } from './post-details-dialog';
import { QueueSettingsDialog } from './queue-settings-dialog';
import { SubscribeDialog } from './subscribe-dialog';
import { queueTimesWithin } from '../queue-times';

interface SchedulingPageProps {
  title: string;
  /** The signed-in user's organisation: the one a client user sees. */
  organizationId: number;
  isAgencyUser: boolean;
  /** Reconnect LinkedIn for an organisation (the connections feature's), shown beside a connection ending soon. */
  renderReconnect: (organizationId: number | undefined) => ReactNode;
}

type Outcome = { severity: 'success' | 'error'; text: string };

/** Scheduling & Publishing: the organisation's posts on a month, week or list, moved by drag or by Move…. */
export function SchedulingPage({ title, organizationId, isAgencyUser, renderReconnect }: SchedulingPageProps) {
  const [filters, setFilters] = useState<CalendarFilterValues>({});
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [clock, setClock] = useState<ClockChoice>('organization');
  const [opened, setOpened] = useState<CalendarItem | null>(null);
  const [moving, setMoving] = useState<{ item: CalendarItem; mode: 'move' | 'copy' } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isQueueOpen, setQueueOpen] = useState(false);
  const [isSubscribeOpen, setSubscribeOpen] = useState(false);
  const [viewerZone] = useState(viewerTimeZone);
  // Queue times before the screen opened are not offered as free.
  const [openedAt] = useState(() => Date.now());
  const move = useMovePost();

  const shownOrganization = isAgencyUser ? filters.organizationId : organizationId;
  const query: CalendarQuery | null = range && {
    ...range,
    ...(isAgencyUser && filters.organizationId !== undefined ? { organizationId: filters.organizationId } : {}),
    ...(filters.campaignId !== undefined ? { campaignId: filters.campaignId } : {}),
    ...(filters.state !== undefined ? { state: filters.state } : {}),
  };
  const calendar = useCalendar(query);
  const organizationZone = calendar.data?.timezone ?? null;
  const timeZone = displayTimeZone(clock, organizationZone, viewerZone);
  const records = calendar.data?.records ?? [];
  // Queue times ahead that no post holds yet: where "Add to queue" would put the next posts.
  const taken = new Set(records.map((item) => Date.parse(item.at)));
  const freeQueueTimes =
    range && organizationZone !== null
      ? queueTimesWithin(calendar.data?.queue_slots ?? [], organizationZone, new Date(range.from), new Date(range.to)).filter(
          (time) => time.start.getTime() > openedAt && !taken.has(time.start.getTime()),
        )
      : [];

  const onCalendarClock = (item: CalendarItem, local: string) => {
    const instant = zonedLocalToUtc(local, item.timezone);
    return instant ? formatInZone(instant, timeZone) : local;
  };
  const movedText = (item: CalendarItem, scheduleAt: string) => `Moved “${item.campaign_name}” to ${onCalendarClock(item, scheduleAt)}.`;
  const copiedText = (item: CalendarItem, plannedAt: string) =>
    `Copied “${item.campaign_name}” as a draft planned for ${onCalendarClock(item, plannedAt)}.`;

  const drop = (item: CalendarItem, start: Date, revert: () => void) => {
    const scheduleAt = utcToZonedLocal(start, item.timezone);
    move.mutate(
      { postId: item.post_id, scheduleAt },
      {
        onSuccess: () => setOutcome({ severity: 'success', text: movedText(item, scheduleAt) }),
        onError: (error) => {
          revert();
          setOutcome({ severity: 'error', text: `“${item.campaign_name}” was not moved: ${getErrorMessage(error)}` });
        },
      },
    );
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Plan by week and month: drag a scheduled post to another day or time, or open it and choose “Move…”."
      />
      <ConnectionHealth
        organizationId={isAgencyUser ? filters.organizationId : undefined}
        isEnabled={!isAgencyUser || filters.organizationId !== undefined}
        reconnect={renderReconnect(isAgencyUser ? filters.organizationId : undefined)}
      />
      <CalendarFilters
        values={filters}
        onChange={setFilters}
        isAgencyUser={isAgencyUser}
        campaignsOf={shownOrganization}
        clock={clock}
        onClockChange={setClock}
        organizationZone={organizationZone}
        viewerZone={viewerZone}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button variant="outlined" startIcon={<EventRepeat />} onClick={() => setQueueOpen(true)} disabled={organizationZone === null}>
          Posting queue…
        </Button>
        {organizationZone === null && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            Choose an organization to set its posting times.
          </Box>
        )}
        {organizationZone !== null && calendar.data?.queue_slots.length === 0 && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            No posting times yet: “Add to queue” needs at least one.
          </Box>
        )}
        <Button variant="outlined" startIcon={<CalendarMonth />} onClick={() => setSubscribeOpen(true)} sx={{ ml: { sm: 'auto' } }}>
          Subscribe to this calendar…
        </Button>
      </Box>
      {/* Read out as it changes: what a drag or Move… did, or why it was refused. */}
      <Box role="status" aria-live="polite" sx={{ mb: outcome ? 2 : 0 }}>
        {outcome && (
          <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </Box>
      {calendar.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          These days hold more posts than the calendar shows at once. Choose a campaign or a state to see them all.
        </Alert>
      )}
      {calendar.isError && !calendar.data ? (
        <LoadFailed title="The calendar could not be loaded" error={calendar.error} onRetry={() => void calendar.refetch()} isFramed />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, position: 'relative' }} aria-busy={calendar.isFetching}>
          {calendar.isFetching && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label="Loading posts" />}
          <PostCalendar
            items={records}
            freeQueueTimes={freeQueueTimes}
            timeZone={timeZone}
            onRangeChange={(start, end) => setRange(requestedRange(start, end))}
            onOpen={setOpened}
            onDrop={drop}
          />
        </Paper>
      )}
      {opened && (
        <PostDetailsDialog
          item={opened}
          timeZone={timeZone}
          onClose={() => setOpened(null)}
          onMove={() => {
            setMoving({ item: opened, mode: 'move' });
            setOpened(null);
          }}
          onCopy={() => {
            setMoving({ item: opened, mode: 'copy' });
            setOpened(null);
          }}
        />
      )}
      {isQueueOpen && organizationZone !== null && (
        <QueueSettingsDialog
          organizationId={isAgencyUser ? filters.organizationId : undefined}
          slots={calendar.data?.queue_slots ?? []}
          timeZone={organizationZone}
          onClose={() => setQueueOpen(false)}
        />
      )}
      {isSubscribeOpen && <SubscribeDialog onClose={() => setSubscribeOpen(false)} />}
      {moving && (
        <MovePostDialog
          item={moving.item}
          mode={moving.mode}
          onClose={() => setMoving(null)}
          onDone={(at) => {
            setOutcome({ severity: 'success', text: moving.mode === 'copy' ? copiedText(moving.item, at) : movedText(moving.item, at) });
            setMoving(null);
          }}
        />
      )}
    </Box>
  );
}
