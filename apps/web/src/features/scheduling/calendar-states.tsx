import type { ReactElement } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import EditNote from '@mui/icons-material/EditNote';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Pending from '@mui/icons-material/Pending';
import Schedule from '@mui/icons-material/Schedule';
import { CALENDAR_STATE_LABELS, type CalendarState } from '@roi/contract/scheduling';

type PaletteName = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * How each state looks on the calendar: a word and an icon (never the colour alone), and the colour
 * beside them. A state the server adds fails to compile here until it has its look.
 */
export const CALENDAR_STATE_VIEWS: Record<CalendarState, { label: string; icon: ReactElement; color: PaletteName }> = {
  draft: { label: CALENDAR_STATE_LABELS.draft, icon: <EditNote fontSize="inherit" />, color: 'secondary' },
  held: { label: CALENDAR_STATE_LABELS.held, icon: <HourglassTop fontSize="inherit" />, color: 'warning' },
  scheduled: { label: CALENDAR_STATE_LABELS.scheduled, icon: <Schedule fontSize="inherit" />, color: 'primary' },
  queued: { label: CALENDAR_STATE_LABELS.queued, icon: <Pending fontSize="inherit" />, color: 'info' },
  publishing: { label: CALENDAR_STATE_LABELS.publishing, icon: <CloudUpload fontSize="inherit" />, color: 'info' },
  published: { label: CALENDAR_STATE_LABELS.published, icon: <CheckCircle fontSize="inherit" />, color: 'success' },
  failed: { label: CALENDAR_STATE_LABELS.failed, icon: <ErrorOutline fontSize="inherit" />, color: 'error' },
};
