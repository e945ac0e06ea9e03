import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { wordDiff } from '@roi/contract/text-diff';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

/**
 * What changed in the post since the reader last decided or commented on it: words taken out are struck
 * through, words put in are underlined (and bold), each also announced as removed or added to screen
 * readers, so that none of it depends on colour.
 */
export function ChangesSinceSeen({ seen, text, version }: { seen: { version: number; text: string }; text: string; version: number }) {
  const parts = wordDiff(seen.text, text);
  return (
    <Box component="section" aria-label="Changes since you last saw it" sx={{ my: 1.5, p: 1.5, borderLeft: 4, borderColor: 'info.main', bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Changed since you last saw it (version {seen.version} → {version})
      </Typography>
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <Box component="del" key={index} sx={{ textDecorationColor: (theme) => theme.palette.error.main, textDecorationThickness: 2 }}>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                [removed:{' '}
              </Box>
              {part.text}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                ]
              </Box>
            </Box>
          ) : (
            <Box component="ins" key={index} sx={{ textDecorationColor: (theme) => theme.palette.success.main, textDecorationThickness: 2, fontWeight: 600 }}>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                [added:{' '}
              </Box>
              {part.text}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                ]
              </Box>
            </Box>
          ),
        )}
      </Typography>
    </Box>
  );
}
