import { useId, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';

interface CsvFileFieldProps {
  /** The file input's accessible name, e.g. "CSV file of posts". */
  label: string;
  fileName: string | null;
  isReading: boolean;
  isDisabled: boolean;
  problem: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** An import dialog's file choice: the button, the chosen file's name, the reading, and what went wrong. */
export function CsvFileField({ label, fileName, isReading, isDisabled, problem, onChange }: CsvFileFieldProps) {
  const inputId = useId();
  return (
    <>
      <Box>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />} disabled={isDisabled}>
          {fileName ? 'Choose another file' : 'Choose a CSV file'}
        </Button>
        <input id={inputId} type="file" accept=".csv,text/csv" hidden onChange={onChange} aria-label={label} />
        {fileName && (
          <Typography variant="body2" component="span" sx={{ ml: 1.5, overflowWrap: 'anywhere' }}>
            {fileName}
          </Typography>
        )}
      </Box>
      {isReading && <Typography role="status">Reading the file…</Typography>}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
