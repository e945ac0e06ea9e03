import { useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { showErrorToast } from '../../../components/error-toast';
import { readImageFile } from '../../../lib/image-file';

interface LogoFieldProps {
  /** The logo as it is to be sent: its URL, a data URL of a new one, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Whether a save is sending a new logo, and how much of it has gone (0 to 1). */
  isUploading: boolean;
  progress: number;
}

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/** The company logo: a preview, choose or change, remove, and the real progress of its upload. */
export function LogoField({ value, onChange, isUploading, progress }: LogoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const progressId = useId();
  const percent = Math.round(progress * 100);

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
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
        Company logo
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 160 },
            height: 96,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderStyle: value ? 'solid' : 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.default',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt="Logo preview"
              sx={{ maxWidth: '90%', maxHeight: 80, objectFit: 'contain' }}
            />
          ) : (
            <ImageOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlined />}
              onClick={() => inputRef.current?.click()}
              disabled={isUploading}
              aria-describedby={hintId}
            >
              {value ? 'Change logo' : 'Upload logo'}
            </Button>
            {value && (
              <Button color="inherit" startIcon={<DeleteOutlined />} onClick={() => onChange('')} disabled={isUploading}>
                Remove logo
              </Button>
            )}
          </Box>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            aria-label="Upload logo"
            tabIndex={-1}
            onChange={(event) => void handleFile(event)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          />
          <Typography
            id={hintId}
            variant="body2"
            role={problem ? 'alert' : undefined}
            sx={{ mt: 1, color: problem ? 'error.main' : 'text.secondary' }}
          >
            {problem ?? 'PNG, JPG, JPEG or SVG, at most 2 MB.'}
          </Typography>
          {isUploading && (
            <Box sx={{ mt: 1.5 }}>
              <Typography id={progressId} variant="caption" sx={{ color: 'text.secondary' }}>
                {percent >= 100 ? 'Logo uploaded, saving…' : `Uploading logo… ${percent}%`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-labelledby={progressId}
                sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
