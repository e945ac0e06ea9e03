import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK } from '@roi/contract/scheduling';
import { LoadFailed } from '../../../components/load-failed';
import { getErrorMessage } from '../../../lib/api-client';
import { useFeedAddress, useMakeFeedAddress } from '../hooks/use-feed-address';

const MADE_ON = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * "Subscribe to this calendar": the person's private calendar feed address for Outlook or Google
 * Calendar. The server keeps only its hash, so the address is shown right after it is made, and
 * seeing it again means making a new one.
 */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const feed = useFeedAddress();
  const make = useMakeFeedAddress();
  const [isCopied, setCopied] = useState(false);
  const address = make.data?.data.url ?? null;
  const madeAt = feed.data?.data.created_at ?? null;

  const copy = async () => {
    if (!address) return;
    await navigator.clipboard.writeText(address);
    setCopied(true);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={isFullScreen}>
      <DialogTitle id={titleId}>Subscribe to this calendar</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText>
          Add your posts to Outlook, Google Calendar or Apple Calendar with a private address: in Google Calendar, “Other
          calendars”, “From URL”; in Outlook, “Add calendar”, “Subscribe from web”. It holds the posts you may see, scheduled,
          published or failed, from {CALENDAR_FEED_DAYS_BACK} days back to {CALENDAR_FEED_DAYS_AHEAD} days ahead, at their times
          in UTC with each organization’s clock named. Calendar applications fetch it again every few hours.
        </DialogContentText>
        {address ? (
          <>
            <Alert severity="warning">
              Copy the address now: it is shown only this once. Anyone who has it sees these posts, so keep it to yourself.
            </Alert>
            <TextField
              label="Calendar address"
              value={address}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
              onFocus={(event) => event.target.select()}
            />
          </>
        ) : feed.isPending ? (
          <Skeleton variant="rounded" height={48} aria-label="Loading your calendar address" />
        ) : feed.isError ? (
          <LoadFailed title="Your calendar address could not be loaded" error={feed.error} onRetry={() => void feed.refetch()} />
        ) : madeAt ? (
          <Alert severity="info">
            You made your address on {MADE_ON.format(new Date(madeAt))}. It is shown only when it is made: to copy it again, make a
            new address. The old one then stops working.
          </Alert>
        ) : (
          <Alert severity="info">You have no calendar address yet.</Alert>
        )}
        {make.isError && <Alert severity="error">{getErrorMessage(make.error)}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {address ? (
          <Button startIcon={<ContentCopy />} onClick={() => void copy()} aria-live="polite">
            {isCopied ? 'Copied' : 'Copy'}
          </Button>
        ) : (
          <Button onClick={() => make.mutate()} loading={make.isPending} disabled={feed.isPending}>
            {madeAt ? 'Make a new address' : 'Make my address'}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
