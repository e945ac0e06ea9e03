import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ContentPiece, ContentPieceKind } from '@roi/contract/content-hub';
import { LoadFailed } from '../../../components/load-failed';
import { PATHS } from '../../../lib/paths';
import { getInsertablePieces } from '../api/get-content-pieces';
import { postKeys } from '../api/query-keys';

/** Each kind as the editor offers it: its button, its dialog, and the Content Hub tab that keeps it. */
export const INSERT_KINDS: Record<ContentPieceKind, { button: string; title: string; plural: string; tab: string }> = {
  template: { button: 'Use template', title: 'Use a template', plural: 'templates', tab: 'templates' },
  hashtags: { button: 'Hashtags', title: 'Insert a hashtag group', plural: 'hashtag groups', tab: 'hashtags' },
  snippet: { button: 'Snippet', title: 'Insert a snippet', plural: 'snippets', tab: 'snippets' },
};

interface InsertPieceDialogProps {
  kind: ContentPieceKind;
  organizationId: number;
  /** What the chosen one inserts (a template with its fields filled). */
  textOf: (piece: ContentPiece) => string;
  onInsert: (text: string) => void;
  onClose: () => void;
}

/** Chooses one of the organisation's templates, hashtag groups or snippets; it goes in at the cursor. */
export function InsertPieceDialog({ kind, organizationId, textOf, onInsert, onClose }: InsertPieceDialogProps) {
  const titleId = useId();
  const view = INSERT_KINDS[kind];
  const pieces = useQuery({
    queryKey: postKeys.contentPieces(organizationId, kind),
    queryFn: ({ signal }) => getInsertablePieces(organizationId, kind, signal),
  });
  const records = pieces.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{view.title}</DialogTitle>
      <DialogContent>
        {pieces.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={`Loading ${view.plural}`} />
          </Box>
        ) : pieces.isError ? (
          <LoadFailed title={`The ${view.plural} could not be loaded`} error={pieces.error} onRetry={() => void pieces.refetch()} />
        ) : records.length === 0 ? (
          <Typography sx={{ py: 2 }}>
            There are no {view.plural} yet. Make them in the <RouterLink to={`${PATHS.contentHub}?tab=${view.tab}`}>Content Hub</RouterLink>.
          </Typography>
        ) : (
          <List aria-label={view.plural}>
            {records.map((piece) => {
              const text = textOf(piece);
              return (
                <ListItemButton key={piece.id} onClick={() => onInsert(text)} sx={{ borderRadius: 1 }}>
                  <ListItemText
                    primary={piece.name}
                    secondary={text}
                    slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
