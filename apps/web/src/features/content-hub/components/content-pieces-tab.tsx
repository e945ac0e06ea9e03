import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import { TEMPLATE_FIELDS, type ContentPiece, type ContentPieceKind } from '@roi/contract/content-hub';
import { LoadFailed } from '../../../components/load-failed';
import type { ContentHubTabContext } from '../content-hub-tabs';
import { useContentPieces } from '../hooks/use-content-pieces';
import { ContentPieceDialog } from './content-piece-dialog';
import { EmptyState } from './empty-state';

/** How each kind of saved text is named and explained; the code that lists and edits them is one. */
export const PIECE_KIND_VIEWS: Record<
  ContentPieceKind,
  { noun: string; plural: string; icon: ReactNode; empty: string; bodyLabel: string; bodyHelp: string; isMultiline: boolean }
> = {
  template: {
    noun: 'template',
    plural: 'templates',
    icon: <ViewQuiltOutlined fontSize="inherit" />,
    empty:
      'A template is a post you write again and again. Its fields are filled from the post’s setup when you use it in the editor (Use template).',
    bodyLabel: 'Text',
    bodyHelp: `Fields filled from the post’s setup: ${TEMPLATE_FIELDS.map((field) => `{${field}}`).join(', ')}.`,
    isMultiline: true,
  },
  hashtags: {
    noun: 'hashtag group',
    plural: 'hashtag groups',
    icon: <TagOutlined fontSize="inherit" />,
    empty: 'A hashtag group is a named list of hashtags, inserted into a post in one step from the editor.',
    bodyLabel: 'Hashtags',
    bodyHelp: 'Hashtags separated by spaces, for example: #EconomicDevelopment #SiteSelection',
    isMultiline: false,
  },
  snippet: {
    noun: 'snippet',
    plural: 'snippets',
    icon: <NotesOutlined fontSize="inherit" />,
    empty: 'A snippet is text you use often, such as a sign-off or a call to action, inserted where the cursor is in the editor.',
    bodyLabel: 'Text',
    bodyHelp: 'Inserted where the cursor is.',
    isMultiline: true,
  },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One kind of saved text: its list, with New, Edit and Delete as the caller's grants allow. */
export function ContentPiecesTab({ kind, organizationId, grants }: ContentHubTabContext & { kind: ContentPieceKind }) {
  const view = PIECE_KIND_VIEWS[kind];
  const pieces = useContentPieces(organizationId, kind);
  const [editing, setEditing] = useState<ContentPiece | 'new' | null>(null);
  const newButton = grants.canCreate && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      New {view.noun}
    </Button>
  );
  const records = pieces.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {records.length > 0 && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{newButton}</Box>}
      {pieces.isFetching && <LinearProgress aria-label={`Loading ${view.plural}`} />}
      {pieces.isError ? (
        <LoadFailed title={`The ${view.plural} could not be loaded`} error={pieces.error} onRetry={() => void pieces.refetch()} isFramed />
      ) : pieces.isPending ? null : records.length === 0 ? (
        <EmptyState icon={view.icon} title={`No ${view.plural} yet`} action={newButton}>
          {view.empty}
        </EmptyState>
      ) : (
        <Box component="ul" aria-label={capitalised(view.plural)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {records.map((piece) => (
            <Paper component="li" key={piece.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {piece.name}
                </Typography>
                {(grants.canCreate || grants.canDelete) && (
                  <Button size="small" onClick={() => setEditing(piece)} aria-label={`Edit ${view.noun} ${piece.name}`}>
                    Edit
                  </Button>
                )}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {piece.body}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
      {editing && (
        <ContentPieceDialog
          kind={kind}
          organizationId={organizationId}
          piece={editing === 'new' ? null : editing}
          grants={grants}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
