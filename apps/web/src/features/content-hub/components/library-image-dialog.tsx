import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LibraryImage } from '@roi/contract/content-hub';
import { MESSAGES } from '@roi/contract/messages';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import type { ContentHubGrants } from '../content-hub-tabs';
import { useLibraryChanges } from '../hooks/use-library';
import { fieldOfTags, tagsOfField } from '../library-tags';
import { DeleteConfirmation } from './delete-confirmation';
import { ImageDetailsFields } from './image-details-fields';
import { UsedIn } from './media-library-tab';

/**
 * One library image: its alt text and tags to change, the posts that use it, and Delete, which the
 * server refuses while a draft uses the image (the message says so).
 */
export function LibraryImageDialog({ image, grants, onClose }: { image: LibraryImage; grants: ContentHubGrants; onClose: () => void }) {
  const titleId = useId();
  const [altText, setAltText] = useState(image.alt_text);
  const [tags, setTags] = useState(fieldOfTags(image.tags));
  const [isConfirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { update, remove } = useLibraryChanges();
  const isPending = update.isPending || remove.isPending;

  const done = (message: string) => {
    showSuccessToast(message);
    onClose();
  };
  const failed = (error: unknown) => {
    setProblem(getErrorMessage(error));
    setConfirming(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: image.id, alt_text: altText, tags: tagsOfField(tags) }, { onSuccess: () => done(MESSAGES.libraryImageSaved), onError: failed });
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{grants.canEdit ? 'Edit image' : 'Image details'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box component="img" src={image.url} alt={image.alt_text || 'Library image, not described yet'} sx={{ width: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }} />
          <ImageDetailsFields
            altText={altText}
            tags={tags}
            onAltTextChange={setAltText}
            onTagsChange={setTags}
            altTextHelp="Posts that already use the image keep the alt text they were given."
            isDisabled={!grants.canEdit}
          />
          <UsedIn image={image} />
          {isConfirming && (
            <DeleteConfirmation isPending={remove.isPending} onDelete={() => remove.mutate(image.id, { onSuccess: () => done(MESSAGES.libraryImageDeleted), onError: failed })}>
              Delete this image from the library? Posted posts keep it.
            </DeleteConfirmation>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {grants.canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={isPending || isConfirming} sx={{ mr: 'auto' }}>
              Delete image
            </Button>
          )}
          <Button onClick={onClose} disabled={isPending}>
            {grants.canEdit ? 'Cancel' : 'Close'}
          </Button>
          {grants.canEdit && (
            <Button type="submit" variant="contained" loading={update.isPending}>
              Save
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
