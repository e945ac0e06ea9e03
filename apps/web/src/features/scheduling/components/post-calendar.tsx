import FullCalendar from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGrid from '@fullcalendar/react/daygrid';
import interaction from '@fullcalendar/react/interaction';
import list from '@fullcalendar/react/list';
import timeGrid from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { EventDropInfo, EventInput } from '@fullcalendar/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarItem } from '@roi/contract/scheduling';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { CALENDAR_STATE_VIEWS } from '../calendar-states';

interface PostCalendarProps {
  items: readonly CalendarItem[];
  /** The IANA zone the calendar is drawn in. */
  timeZone: string;
  /** What the calendar now shows, whenever the view or the dates change. */
  onRangeChange: (start: Date, end: Date) => void;
  onOpen: (item: CalendarItem) => void;
  /** A post dropped on another time; `revert` puts it back where it was. */
  onDrop: (item: CalendarItem, start: Date, revert: () => void) => void;
  /** The queue's times no post holds, drawn behind the posts in the week view. */
  freeQueueTimes: readonly { start: Date; end: Date }[];
}

const itemOf = (info: { event: { extendedProps: Record<string, unknown> } }) => info.event.extendedProps.item as CalendarItem;

/** Month, week and list of the posts; a post that may move can be dragged to another day or time. */
export function PostCalendar({ items, timeZone, onRangeChange, onOpen, onDrop, freeQueueTimes }: PostCalendarProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const events: EventInput[] = items.map((item) => {
    const view = CALENDAR_STATE_VIEWS[item.state];
    return {
      id: String(item.post_id),
      title: item.campaign_name,
      start: item.at,
      allDay: false,
      startEditable: item.can_move,
      durationEditable: false,
      interactive: true,
      color: theme.palette[view.color].main,
      contrastColor: theme.palette[view.color].contrastText,
      extendedProps: { item },
    };
  });
  const queueEvents: EventInput[] = freeQueueTimes.map((time) => ({
    id: `queue-${time.start.getTime()}`,
    title: 'Free queue time',
    start: time.start,
    end: time.end,
    display: 'background',
    color: theme.palette.success.main,
  }));

  return (
    <Box
      data-color-scheme={theme.palette.mode}
      sx={{
        '--fc-classic-background': theme.palette.background.paper,
        '--fc-classic-border': theme.palette.divider,
        '--fc-classic-foreground': theme.palette.text.primary,
        '--fc-classic-primary': theme.palette.primary.main,
        '--fc-classic-button': theme.palette.primary.main,
        '--fc-classic-button-border': theme.palette.primary.main,
        '--fc-classic-button-strong': theme.palette.primary.dark,
        '--fc-classic-button-strong-border': theme.palette.primary.dark,
        fontFamily: theme.typography.fontFamily,
        fontSize: '0.875rem',
        '& .fc-toolbar-title, & [class*="toolbar-title"]': { fontSize: { xs: '1.05rem', sm: '1.25rem' } },
      }}
    >
      <FullCalendar
        plugins={[classicTheme, dayGrid, timeGrid, list, interaction]}
        initialView={isPhone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={
          isPhone
            ? { start: 'title', end: 'prev,next' }
            : { start: 'today prev,next', center: 'title', end: 'dayGridMonth,timeGridWeek,listWeek' }
        }
        // On a phone the title takes the top row; the day and the views sit under it, in reach of a thumb.
        footerToolbar={isPhone ? { start: 'today', end: 'dayGridMonth,timeGridWeek,listWeek' } : false}
        todayText="Today"
        monthText="Month"
        listText="List"
        noEventsText="No posts in these days."
        timeZone={timeZone}
        firstDay={1}
        height="auto"
        dayMaxEvents={4}
        nowIndicator
        eventDisplay="block"
        eventDurationEditable={false}
        defaultTimedEventDuration="00:30"
        events={[...events, ...queueEvents]}
        datesSet={(info) => onRangeChange(info.start, info.end)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(itemOf(info));
        }}
        eventDrop={(info: EventDropInfo) => {
          if (info.event.start) onDrop(itemOf(info), info.event.start, info.revert);
          else info.revert();
        }}
        eventContent={(info) => {
          const item = info.event.extendedProps.item as CalendarItem | undefined;
          if (!item) return <Box component="span" sx={{ fontSize: '0.75rem', px: 0.5 }}>{info.event.title}</Box>;
          const view = CALENDAR_STATE_VIEWS[item.state];
          return (
            <Box component="span" title={`${view.label}: ${item.campaign_name}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflow: 'hidden', px: 0.25 }}>
              <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0 }} aria-hidden>
                {view.icon}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {info.timeText && `${info.timeText} `}
                <Box component="span" sx={view.isSaid ? undefined : VISUALLY_HIDDEN}>
                  {view.label}:{' '}
                </Box>
                {item.campaign_name}
              </Box>
            </Box>
          );
        }}
      />
    </Box>
  );
}
