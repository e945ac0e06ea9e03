import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { ImagePicker } from '../../../components/image-picker';

interface LogoFieldProps {
  /** The logo as it is to be sent: its URL, a data URL of a new one, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Whether a save is sending a new logo, and how much of it has gone (0 to 1). */
  isUploading: boolean;
  progress: number;
  /** The level of its heading, one below the section it is in (h3 by default). */
  headingComponent?: 'h3' | 'h4';
}

/** The company logo: a preview, choose or change, remove, and the real progress of its upload. */
export function LogoField({ value, onChange, isUploading, progress, headingComponent = 'h3' }: LogoFieldProps) {
  const progressId = useId();
  const percent = Math.round(progress * 100);

  return (
    <Box>
      <Typography component={headingComponent} variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
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
          <ImagePicker
            value={value}
            onChange={onChange}
            noun="logo"
            startIcon={<FileUploadOutlined />}
            disabled={isUploading}
          />
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
