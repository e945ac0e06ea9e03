import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { LibraryImage } from '@roi/contract/content-hub';
import { LoadFailed } from '../../../components/load-failed';
import { PATHS } from '../../../lib/paths';
import type { ContentHubTabContext } from '../content-hub-tabs';
import { useLibrary } from '../hooks/use-library';
import { EmptyState } from './empty-state';
import { LibraryImageDialog } from './library-image-dialog';
import { LibraryUploadDialog } from './library-upload-dialog';

const ALL_TAGS = '';

/** The media library: images uploaded once, described, tagged, and the posts that use them. */
export function MediaLibraryTab({ organizationId, grants }: ContentHubTabContext) {
  const [tag, setTag] = useState(ALL_TAGS);
  const [isUploading, setUploading] = useState(false);
  const [opened, setOpened] = useState<LibraryImage | null>(null);
  const library = useLibrary(organizationId, tag || undefined);
  const records = library.data?.records ?? [];
  const tags = library.data?.tags ?? [];
  const uploadButton = grants.canCreate && (
    <Button variant="contained" startIcon={<AddPhotoAlternateOutlined />} onClick={() => setUploading(true)}>
      Upload image
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <TextField
          select
          label="Tag"
          size="small"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
          disabled={tags.length === 0 && tag === ALL_TAGS}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL_TAGS}>All tags</MenuItem>
          {tags.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {(records.length > 0 || tag !== ALL_TAGS) && uploadButton}
      </Box>
      {library.isFetching && <LinearProgress aria-label="Loading the library" />}
      {library.isError ? (
        <LoadFailed title="The media library could not be loaded" error={library.error} onRetry={() => void library.refetch()} isFramed />
      ) : library.isPending ? null : records.length === 0 ? (
        tag === ALL_TAGS ? (
          <EmptyState icon={<PhotoLibraryOutlined fontSize="inherit" />} title="No images in the library yet" action={uploadButton}>
            Upload an image once, describe it with alt text and tags, and choose it from the library in any post.
          </EmptyState>
        ) : (
          <Alert severity="info">No image has the tag “{tag}”.</Alert>
        )
      ) : (
        <Box
          component="ul"
          aria-label="Library images"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
        >
          {records.map((image) => (
            <LibraryImageCard key={image.id} image={image} onOpen={() => setOpened(image)} canChange={grants.canEdit || grants.canDelete} />
          ))}
        </Box>
      )}
      {isUploading && <LibraryUploadDialog organizationId={organizationId} onClose={() => setUploading(false)} />}
      {opened && <LibraryImageDialog image={opened} grants={grants} onClose={() => setOpened(null)} />}
    </Box>
  );
}

function LibraryImageCard({ image, onOpen, canChange }: { image: LibraryImage; onOpen: () => void; canChange: boolean }) {
  return (
    <Paper component="li" variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <Box component="img" src={image.url} alt={image.alt_text || 'Library image, not described yet'} sx={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
      <Box sx={{ p: 1.5, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
        {image.alt_text ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {image.alt_text}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'warning.main', display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <WarningAmberOutlined fontSize="small" aria-hidden /> No alt text yet: needed before a post with it is published.
          </Typography>
        )}
        {image.tags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label="Tags">
            {image.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Box>
        )}
        <UsedIn image={image} />
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <Button size="small" onClick={onOpen} aria-label={`${canChange ? 'Edit' : 'Details of'} image: ${image.alt_text || 'not described yet'}`}>
          {canChange ? 'Edit' : 'Details'}
        </Button>
      </Box>
    </Paper>
  );
}

/** The posts that use the image, each a link to open it (a draft in the editor, a posted one in the list). */
export function UsedIn({ image }: { image: LibraryImage }) {
  if (image.used_in.length === 0) {
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Not used in any post yet.
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Used in {image.used_in.length === 1 ? '1 post' : `${image.used_in.length} posts`}:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {image.used_in.map((use) => (
          <Typography component="li" variant="caption" key={use.post_id}>
            <Link component={RouterLink} to={use.is_posted ? PATHS.posts : `${PATHS.createPost}?postId=${use.post_id}`} sx={{ overflowWrap: 'anywhere' }}>
              {use.excerpt || `Post ${use.post_id}`}
            </Link>
            {use.is_posted ? ' (posted)' : ' (draft)'}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
