import { useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FACT_CATEGORIES, FACT_IMPORT_COLUMNS, FACT_IMPORT_MAX_BYTES, type FactImportRow } from '@roi/contract/facts';
import { MESSAGES } from '@roi/contract/messages';
import { CsvFileField } from '../../../components/csv-file-field';
import { getErrorMessage } from '../../../lib/api-client';
import { toBase64 } from '../../../lib/image-file';
import { previewFactImport } from '../api/fact-requests';
import { useImportFacts } from '../hooks/use-facts';

/** Choose a CSV file, see every row and its problems; the file is imported whole, or not at all. */
export function ImportFactsDialog({ organizationId, open, onClose }: { organizationId: number; open: boolean; onClose: () => void }) {
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: previewFactImport, onError: (error) => setProblem(getErrorMessage(error)) });
  const run = useImportFacts();

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
    if (chosen.size > FACT_IMPORT_MAX_BYTES) return setProblem(MESSAGES.factImportFileTooLarge);
    const base64 = toBase64(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, base64 });
    preview.mutate({ organization_id: organizationId, file_base64: base64 });
  }

  const rows = preview.data?.records ?? [];
  const troubled = rows.filter((row) => row.problems.length > 0);
  const isReady = preview.data !== undefined && troubled.length === 0;

  return (
    <Dialog open={open} onClose={close} fullScreen={isFullScreen} maxWidth="md" fullWidth aria-labelledby="import-facts-title">
      <DialogTitle id="import-facts-title">Import facts</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          A CSV file (UTF-8, at most 1 MB) whose first line names the columns: <code>{FACT_IMPORT_COLUMNS.join(', ')}</code>. Statement,
          source and as_of (YYYY-MM-DD) are needed; value is the figure as posts write it; category is one of{' '}
          {FACT_CATEGORIES.join(', ')}; stale_after is optional. The file is imported only when every row is right: nothing is
          stored until then.
        </Typography>
        <CsvFileField
          label="CSV file of facts"
          fileName={file?.name ?? null}
          isReading={preview.isPending}
          isDisabled={preview.isPending || run.isPending}
          problem={problem}
          onChange={(event) => void choose(event)}
        />
        {preview.data && (
          <>
            <Alert severity={troubled.length ? 'warning' : 'success'} role="status">
              {troubled.length === 0
                ? `All ${preview.data.total_count} rows can be imported.`
                : `${troubled.length} of ${preview.data.total_count} rows ${troubled.length === 1 ? 'has' : 'have'} problems. Fix them in the file and choose it again: nothing is imported until every row is right.`}
            </Alert>
            <RowList rows={troubled.length > 0 ? troubled : rows} label={troubled.length > 0 ? 'Rows with problems' : 'Rows to import'} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!file || !isReady || run.isPending}
          onClick={() => file && run.mutate({ organization_id: organizationId, file_base64: file.base64 }, { onSuccess: close, onError: (error) => setProblem(getErrorMessage(error)) })}
        >
          {isReady ? `Import ${rows.length} ${rows.length === 1 ? 'fact' : 'facts'}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RowList({ rows, label }: { rows: readonly FactImportRow[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={row.line} sx={{ minWidth: 0, px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              Line {row.line}:
            </Box>{' '}
            {row.statement || '(no statement)'}
          </Typography>
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
