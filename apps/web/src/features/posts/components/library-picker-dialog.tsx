import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { LibraryImage } from '@roi/contract/content-hub';
import { LoadFailed } from '../../../components/load-failed';
import { PATHS } from '../../../lib/paths';
import { getLibraryImages } from '../api/get-library-images';
import { postKeys } from '../api/query-keys';

interface LibraryPickerDialogProps {
  organizationId: number;
  onChoose: (image: LibraryImage) => void;
  onClose: () => void;
}

/** "Choose from library": one of the organisation's library images, attached with its alt text. */
export function LibraryPickerDialog({ organizationId, onChoose, onClose }: LibraryPickerDialogProps) {
  const titleId = useId();
  const library = useQuery({
    queryKey: postKeys.library(organizationId),
    queryFn: ({ signal }) => getLibraryImages(organizationId, signal),
  });
  const images = library.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Choose from library</DialogTitle>
      <DialogContent>
        {library.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the library" />
          </Box>
        ) : library.isError ? (
          <LoadFailed title="The media library could not be loaded" error={library.error} onRetry={() => void library.refetch()} />
        ) : images.length === 0 ? (
          <Typography sx={{ py: 2 }}>
            The library has no images yet. Upload images once in the{' '}
            <RouterLink to={`${PATHS.contentHub}?tab=media`}>Content Hub</RouterLink> and choose them here in any post.
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Library images"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' }}
          >
            {images.map((image) => (
              <li key={image.id}>
                <ButtonBase
                  onClick={() => onChoose(image)}
                  aria-label={`Choose image: ${image.alt_text || 'not described yet'}`}
                  sx={{
                    width: '100%',
                    display: 'grid',
                    textAlign: 'left',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                    overflow: 'hidden',
                    '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box component="img" src={image.url} alt="" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
                  <Typography variant="caption" sx={{ p: 1, overflowWrap: 'anywhere', color: image.alt_text ? 'text.primary' : 'warning.main' }}>
                    {image.alt_text || 'No alt text yet'}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
