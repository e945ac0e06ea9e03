import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatInZone, TARGET_STATE_LABELS } from '@roi/contract/publishing-rules';
import type { CalendarItem } from '@roi/contract/scheduling';
import { CALENDAR_STATE_VIEWS } from '../calendar-states';
import { shownExcerpt, timeOnClock } from '../calendar-view';

interface PostDetailsDialogProps {
  item: CalendarItem;
  /** The zone the calendar is drawn in; the organisation's own is named too when it differs. */
  timeZone: string;
  onClose: () => void;
  /** "Move…": the keyboard's way to another time, offered when the post may move. */
  onMove: () => void;
  /** "Copy to another date…": a new draft of it, planned then. */
  onCopy: () => void;
}

/** A post opened from the calendar: when, where it goes, how each account stands, and Move…. */
export function PostDetailsDialog({ item, timeZone, onClose, onMove, onCopy }: PostDetailsDialogProps) {
  const titleId = useId();
  const view = CALENDAR_STATE_VIEWS[item.state];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {item.campaign_name}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip icon={view.icon} label={view.label} color={view.color} size="small" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.organization_name}
          </Typography>
        </Box>
        <Typography>
          {timeOnClock(item, timeZone)}
          {timeZone !== item.timezone && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
              On the organisation’s clock: {timeOnClock(item, item.timezone)}
            </Box>
          )}
        </Typography>
        {item.not_before && (
          <Typography variant="body2">
            Embargoed until {formatInZone(new Date(item.not_before), item.timezone)}: nothing of it may go out before then.
          </Typography>
        )}
        {item.excerpt && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {shownExcerpt(item.excerpt)}
          </Typography>
        )}
        {item.targets.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Accounts">
            {item.targets.map((target) => (
              <li key={target.id}>
                <Typography variant="body2">
                  {target.display_name}: {TARGET_STATE_LABELS[target.state]}
                  {target.error && ` — ${target.error}`}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button onClick={onCopy}>Copy to another date…</Button>
        {item.can_move && (
          <Button variant="contained" onClick={onMove}>
            Move…
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
