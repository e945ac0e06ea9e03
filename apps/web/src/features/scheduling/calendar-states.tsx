import type { ReactElement } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import EditNote from '@mui/icons-material/EditNote';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Pending from '@mui/icons-material/Pending';
import RateReview from '@mui/icons-material/RateReviewOutlined';
import TimerOff from '@mui/icons-material/TimerOffOutlined';
import Schedule from '@mui/icons-material/Schedule';
import { CALENDAR_STATE_LABELS, type CalendarState } from '@roi/contract/scheduling';

type PaletteName = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * How each state looks on the calendar: a word and an icon (never the colour alone), and the colour
 * beside them. A state the server adds fails to compile here until it has its look. `isSaid` shows the
 * word on the calendar itself, for a post that is not yet cleared to go out; the others say it to screen
 * readers and in the tooltip.
 */
export const CALENDAR_STATE_VIEWS: Record<CalendarState, { label: string; icon: ReactElement; color: PaletteName; isSaid: boolean }> = {
  draft: { label: CALENDAR_STATE_LABELS.draft, icon: <EditNote fontSize="inherit" />, color: 'secondary', isSaid: false },
  in_review: { label: CALENDAR_STATE_LABELS.in_review, icon: <RateReview fontSize="inherit" />, color: 'secondary', isSaid: true },
  expired: { label: CALENDAR_STATE_LABELS.expired, icon: <TimerOff fontSize="inherit" />, color: 'error', isSaid: true },
  held: { label: CALENDAR_STATE_LABELS.held, icon: <HourglassTop fontSize="inherit" />, color: 'warning', isSaid: false },
  scheduled: { label: CALENDAR_STATE_LABELS.scheduled, icon: <Schedule fontSize="inherit" />, color: 'primary', isSaid: false },
  queued: { label: CALENDAR_STATE_LABELS.queued, icon: <Pending fontSize="inherit" />, color: 'info', isSaid: false },
  publishing: { label: CALENDAR_STATE_LABELS.publishing, icon: <CloudUpload fontSize="inherit" />, color: 'info', isSaid: false },
  published: { label: CALENDAR_STATE_LABELS.published, icon: <CheckCircle fontSize="inherit" />, color: 'success', isSaid: false },
  failed: { label: CALENDAR_STATE_LABELS.failed, icon: <ErrorOutline fontSize="inherit" />, color: 'error', isSaid: false },
};
