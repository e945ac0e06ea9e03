import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@roi/contract/messages';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { POST_IMAGE_ACCEPT, readPostImage } from '../../../lib/post-image-file';
import { useLibraryChanges } from '../hooks/use-library';
import { tagsOfField } from '../library-tags';
import { ImageDetailsFields } from './image-details-fields';

/** Adds one image to the library: checked here as a post image is, then by the server by its content. */
export function LibraryUploadDialog({ organizationId, onClose }: { organizationId: number; onClose: () => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [altText, setAltText] = useState('');
  const [tags, setTags] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { upload } = useLibraryChanges();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readPostImage(file);
    setProblem(result.problem);
    setDataUrl(result.dataUrl);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dataUrl) {
      setProblem('Please choose an image.');
      return;
    }
    upload.mutate(
      { organization_id: organizationId, base64: dataUrl, alt_text: altText, tags: tagsOfField(tags) },
      {
        onSuccess: () => {
          showSuccessToast(MESSAGES.libraryImageAdded);
          onClose();
        },
        onError: (error) => setProblem(getErrorMessage(error)),
      },
    );
  };

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Upload image</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {dataUrl && (
              <Box component="img" src={dataUrl} alt={altText || 'The chosen image, not described yet'} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
            )}
            <Box>
              <Button variant="outlined" onClick={() => input.current?.click()}>
                {dataUrl ? 'Choose another image' : 'Choose image'}
              </Button>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                PNG, JPEG, GIF or WebP, at most 2 MB.
              </Typography>
            </Box>
            <input ref={input} type="file" hidden accept={POST_IMAGE_ACCEPT} aria-label="Choose image" onChange={(event) => void choose(event)} />
          </Box>
          <ImageDetailsFields
            altText={altText}
            tags={tags}
            onAltTextChange={setAltText}
            onTagsChange={setTags}
            altTextHelp="What the image shows, for people who cannot see it. Needed before a post with it is published."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={upload.isPending}>
            Add to library
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
