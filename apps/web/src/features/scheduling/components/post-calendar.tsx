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
import { darken, lighten, useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarItem } from '@roi/contract/scheduling';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { bestTextColor, isHexColor } from '@roi/contract/color';
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

/** Black or white, whichever reads better on a post's colour. */
const textOn = (color: string) => (isHexColor(color) ? bestTextColor(color) : '#ffffff');

/**
 * The calendar's buttons in the primary colour with the theme's readable text on it; the chosen view a
 * shade further from that text, so that it stays readable too.
 */
function calendarButtonColors(theme: Theme) {
  const { main, contrastText } = theme.palette.primary;
  const isTextLight = isHexColor(contrastText) && bestTextColor(contrastText, ['#ffffff', '#000000']) === '#000000';
  return { fill: main, text: contrastText, chosen: isTextLight ? darken(main, 0.25) : lighten(main, 0.3) };
}

const itemOf = (info: { event: { extendedProps: Record<string, unknown> } }) => info.event.extendedProps.item as CalendarItem;

/** Month, week and list of the posts; a post that may move can be dragged to another day or time. */
export function PostCalendar({ items, timeZone, onRangeChange, onOpen, onDrop, freeQueueTimes }: PostCalendarProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const button = calendarButtonColors(theme);
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
      contrastColor: textOn(theme.palette[view.color].main),
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
        // Doubled, to outrank the calendar's own dark palette, which is keyed on the same attribute.
        '&&': {
          '--fc-classic-background': theme.palette.background.paper,
          '--fc-classic-border': theme.palette.divider,
          '--fc-classic-foreground': theme.palette.text.primary,
          // The days of the next and last months, and the list's times: readable, only quieter.
          '--fc-classic-faint-foreground': theme.palette.text.secondary,
          '--fc-classic-muted-foreground': theme.palette.text.secondary,
          '--fc-classic-primary': button.fill,
          '--fc-classic-primary-foreground': button.text,
          '--fc-classic-button': button.fill,
          '--fc-classic-button-border': button.fill,
          '--fc-classic-button-strong': button.chosen,
          '--fc-classic-button-strong-border': button.chosen,
          '--fc-classic-button-foreground': button.text,
        },
        fontFamily: theme.typography.fontFamily,
        fontSize: '0.875rem',
        '& .fc-toolbar-title, & [class*="toolbar-title"]': { fontSize: { xs: '1.05rem', sm: '1.25rem' } },
        // A post and the "more" link are targets a finger must be able to hit: at least 24 px high.
        '& [role="button"]': { minHeight: 24, display: 'flex', alignItems: 'center' },
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
        todayHint="Today"
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
