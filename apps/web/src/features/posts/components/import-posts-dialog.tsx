import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '@roi/contract/messages';
import { POST_IMPORT_COLUMNS, POST_IMPORT_MAX_BYTES, type PostImportRow } from '@roi/contract/post-import';
import { showSuccessToast } from '../../../components/success-toast';
import { CsvFileField } from '../../../components/csv-file-field';
import { getErrorMessage } from '../../../lib/api-client';
import { toBase64 } from '../../../lib/image-file';
import { importPosts, previewImport } from '../api/import-posts';
import { postKeys } from '../api/query-keys';

const BECOMES = { draft: 'Draft', scheduled: 'Scheduled', held: 'Waits for approval' } as const;

interface ImportPostsDialogProps {
  open: boolean;
  organizationId: number;
  organizationName: string;
  onClose: () => void;
}

/** Choose a CSV file, see every row and its problems, then create the good rows in one step. */
export function ImportPostsDialog({ open, organizationId, organizationName, onClose }: ImportPostsDialogProps) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: previewImport, onError: (error) => setProblem(getErrorMessage(error)) });
  const run = useMutation({
    mutationFn: importPosts,
    onSuccess: (done) => {
      showSuccessToast(`${MESSAGES.importDone}: ${done.scheduled} scheduled, ${done.drafts} drafts${done.skipped ? `, ${done.skipped} skipped` : ''}.`);
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      close();
    },
    onError: (error) => setProblem(getErrorMessage(error)),
  });

  function close() {
    setFile(null);
    setProblem(null);
    preview.reset();
    run.reset();
    onClose();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    preview.reset();
    if (chosen.size > POST_IMPORT_MAX_BYTES) return setProblem(MESSAGES.importFileTooLarge);
    const base64 = toBase64(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, base64 });
    preview.mutate({ organization_id: organizationId, file_base64: base64 });
  }

  const rows = preview.data?.records ?? [];
  const troubled = rows.filter((row) => row.problems.length > 0);
  const importable = preview.data?.importable_count ?? 0;

  return (
    <Dialog open={open} onClose={close} fullScreen={isFullScreen} maxWidth="md" fullWidth aria-labelledby="import-posts-title">
      <DialogTitle id="import-posts-title">Import posts into {organizationName}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          A CSV file (UTF-8, at most 1 MB) whose first line names the columns: <code>{POST_IMPORT_COLUMNS.join(', ')}</code>. Goal,
          industry, region and audience come from the lists; accounts (optional, separated by <code>;</code>) from the chosen
          LinkedIn accounts; date (YYYY-MM-DD) and time (HH:mm) on the organization&apos;s clock schedule the post, and without
          them it becomes a draft. Nothing is stored until you import.
        </Typography>
        <CsvFileField
          label="CSV file of posts"
          fileName={file?.name ?? null}
          isReading={preview.isPending}
          isDisabled={preview.isPending || run.isPending}
          problem={problem}
          onChange={(event) => void choose(event)}
        />
        {preview.data && (
          <>
            <Alert severity={troubled.length ? 'warning' : 'success'} role="status">
              {importable} of {preview.data.total_count} rows can be imported.
              {troubled.length > 0 && ` ${troubled.length} ${troubled.length === 1 ? 'row has' : 'rows have'} problems and will be skipped.`}
            </Alert>
            {troubled.length > 0 && (
              <Box component="section" aria-labelledby={`${inputId}-problems`}>
                <Typography id={`${inputId}-problems`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Rows with problems
                </Typography>
                <RowList rows={troubled} label="Rows with problems" />
              </Box>
            )}
            <Box component="section" aria-labelledby={`${inputId}-all`}>
              <Typography id={`${inputId}-all`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Every row
              </Typography>
              <RowList rows={rows} label="Every row" />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!file || importable === 0 || run.isPending || preview.isPending}
          onClick={() => file && run.mutate({ organization_id: organizationId, file_base64: file.base64 })}
        >
          {importable ? `Import ${importable} ${importable === 1 ? 'post' : 'posts'}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RowList({ rows, label }: { rows: readonly PostImportRow[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={row.line} sx={{ minWidth: 0, px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Line {row.line}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={row.problems.length ? 'error' : 'default'}
              label={row.problems.length ? 'Skipped' : `${BECOMES[row.becomes]}${row.schedule_at ? ` · ${row.schedule_at.replace('T', ' ')}` : ''}`}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, flex: '1 1 10rem' }}>
              {row.campaign} — {row.text || '(no text)'}
            </Typography>
          </Box>
          {row.problems.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {row.problems.map((text) => (
                <Typography component="li" variant="body2" key={text} sx={{ color: 'error.main' }}>
                  {text}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
