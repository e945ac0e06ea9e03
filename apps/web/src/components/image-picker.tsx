import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { readImageFile } from '../lib/image-file';
import { showErrorToast } from './error-toast';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

interface ImagePickerProps {
  /** The picture as it is to be sent: its URL, a data URL of a new one, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** What the picture is ('logo', 'picture'): the buttons and the file input are named after it. */
  noun: string;
  startIcon: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** Centres the buttons on narrow screens, where the picture sits above them. */
  isCentredWhenNarrow?: boolean;
}

/**
 * Choose, change or remove a picture (a logo, a profile picture): the file is checked and read
 * as a data URL; a refused one is toasted and explained under the buttons.
 */
export function ImagePicker({ value, onChange, noun, startIcon, size = 'medium', disabled, isCentredWhenNarrow }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal or a removal.
    event.target.value = '';
    if (!file) return;
    const result = await readImageFile(file);
    setProblem(result.problem);
    if (result.problem !== null) {
      showErrorToast(result.problem);
      return;
    }
    onChange(result.dataUrl);
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: isCentredWhenNarrow ? { xs: 'center', sm: 'flex-start' } : undefined,
        }}
      >
        <Button
          variant="outlined"
          size={size}
          startIcon={startIcon}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-describedby={hintId}
        >
          {value ? `Change ${noun}` : `Upload ${noun}`}
        </Button>
        {value && (
          <Button size={size} color="inherit" startIcon={<DeleteOutlined />} onClick={() => onChange('')} disabled={disabled}>
            Remove {noun}
          </Button>
        )}
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        aria-label={`Upload ${noun}`}
        tabIndex={-1}
        onChange={(event) => void handleFile(event)}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      />
      <Typography
        id={hintId}
        variant={size === 'small' ? 'caption' : 'body2'}
        component="p"
        role={problem ? 'alert' : undefined}
        sx={{ mt: 1, color: problem ? 'error.main' : 'text.secondary' }}
      >
        {problem ?? 'PNG, JPG, JPEG or SVG, at most 2 MB.'}
      </Typography>
    </>
  );
}
