import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

const TITLE_ID = 'leave-post-dialog-title';
const TEXT_ID = 'leave-post-dialog-text';

/** Leaving on purpose ends the wizard: asked first when there is work that has not been saved. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open onClose={onStay} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID} maxWidth="xs">
      <DialogTitle id={TITLE_ID}>Leave this post?</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>
          The text and the assistant's replies you have not saved as a draft will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Stay
        </Button>
        <Button color="error" onClick={onLeave}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
