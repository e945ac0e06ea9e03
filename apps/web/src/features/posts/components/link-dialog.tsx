import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { toSafeLinkUrl } from '../link-url';

const TITLE_ID = 'post-link-dialog-title';

interface LinkDialogProps {
  /** The address of the link at the cursor; '' for a new link. */
  currentUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address: web pages (http, https) and email addresses (mailto) only. */
export function LinkDialog({ currentUrl, onApply, onRemove, onClose }: LinkDialogProps) {
  const [address, setAddress] = useState(currentUrl);
  const [isInvalid, setIsInvalid] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const url = toSafeLinkUrl(address);
    if (url === null) {
      setIsInvalid(true);
      return;
    }
    onApply(url);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={TITLE_ID}>{currentUrl ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Link address"
            placeholder="https://example.org"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setIsInvalid(false);
            }}
            error={isInvalid}
            helperText={
              isInvalid
                ? 'Enter a web address (http:// or https://) or an email address (mailto:).'
                : 'A web page or a mailto: email address.'
            }
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          {currentUrl && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
