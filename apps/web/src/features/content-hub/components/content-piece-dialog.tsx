import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  CONTENT_PIECE_BODY_MAX_CHARS,
  CONTENT_PIECE_NAME_MAX_CHARS,
  contentPieceSaveRequestSchema,
  type ContentPiece,
  type ContentPieceKind,
} from '@roi/contract/content-hub';
import { MESSAGES } from '@roi/contract/messages';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import type { ContentHubGrants } from '../content-hub-tabs';
import { useContentPieceChanges } from '../hooks/use-content-pieces';
import { PIECE_KIND_VIEWS } from './content-pieces-tab';
import { DeleteConfirmation } from './delete-confirmation';

interface ContentPieceDialogProps {
  kind: ContentPieceKind;
  organizationId: number;
  /** null for a new one. */
  piece: ContentPiece | null;
  grants: ContentHubGrants;
  onClose: () => void;
}

type FieldProblems = Partial<Record<'name' | 'body', string>>;

/** Makes or changes a template, hashtag group or snippet, checked by the contract's rules as it is sent. */
export function ContentPieceDialog({ kind, organizationId, piece, grants, onClose }: ContentPieceDialogProps) {
  const view = PIECE_KIND_VIEWS[kind];
  const titleId = useId();
  const [name, setName] = useState(piece?.name ?? '');
  const [body, setBody] = useState(piece?.body ?? '');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const { save, remove } = useContentPieceChanges();
  const isPending = save.isPending || remove.isPending;
  const canSave = grants.canCreate;

  const done = (message: string) => {
    showSuccessToast(message);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { ...(piece ? { id: piece.id } : {}), organization_id: organizationId, kind, name, body };
    const checked = contentPieceSaveRequestSchema.safeParse(request);
    if (!checked.success) {
      const found: FieldProblems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate(checked.data, { onSuccess: () => done(MESSAGES.contentPieceSaved), onError: (error) => setProblem(getErrorMessage(error)) });
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{piece ? `Edit ${view.noun}` : `New ${view.noun}`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            disabled={!canSave}
            error={Boolean(problems.name)}
            helperText={problems.name}
            slotProps={{ htmlInput: { maxLength: CONTENT_PIECE_NAME_MAX_CHARS } }}
          />
          <TextField
            label={view.bodyLabel}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            required
            disabled={!canSave}
            multiline={view.isMultiline}
            minRows={view.isMultiline ? 4 : undefined}
            error={Boolean(problems.body)}
            helperText={problems.body ?? view.bodyHelp}
            slotProps={{ htmlInput: { maxLength: CONTENT_PIECE_BODY_MAX_CHARS } }}
          />
          {isConfirming && piece && (
            <DeleteConfirmation
              isPending={remove.isPending}
              onDelete={() => remove.mutate(piece.id, { onSuccess: () => done(MESSAGES.contentPieceDeleted), onError: (error) => setProblem(getErrorMessage(error)) })}
            >
              Delete the {view.noun} “{piece.name}”? Posts that used it keep their text.
            </DeleteConfirmation>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {piece && grants.canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={isPending || isConfirming} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          )}
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          {canSave && (
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
