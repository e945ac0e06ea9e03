import { useDeferredValue, useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessibilityNew from '@mui/icons-material/AccessibilityNew';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import { checkPostImages, checkPostText } from '@roi/contract/post-accessibility';

/**
 * What in the post's text and images may shut readers out (docs/product/accessibility.md#the-editors-check):
 * the findings of the contract's checks, updated as the author writes. The count is spoken when it
 * changes; the list is there to read, not announced at every key press.
 */
export function AccessibilityCheck({
  text,
  altTexts,
  maxReadingGrade,
}: {
  text: string;
  altTexts: readonly string[];
  /** The organisation's plain-language grade; null when it checks none. */
  maxReadingGrade: number | null;
}) {
  const deferredText = useDeferredValue(text);
  const textFindings = useMemo(() => checkPostText(deferredText, { maxReadingGrade }), [deferredText, maxReadingGrade]);
  const findings = [...checkPostImages(altTexts), ...textFindings];
  const headingId = useId();
  const summary =
    findings.length === 0
      ? 'No accessibility problems found in the text or images.'
      : `${findings.length} ${findings.length === 1 ? 'thing' : 'things'} to check for accessibility.`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <AccessibilityNew fontSize="small" aria-hidden />
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Accessibility check
        </Typography>
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {findings.length === 0 && <CheckCircleOutlineOutlined fontSize="small" aria-hidden sx={{ color: 'success.main' }} />}
        {summary}
      </Typography>
      {findings.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 1 }}>
          {findings.map((finding) => (
            <li key={finding.kind}>
              <Typography variant="body2">{finding.message}</Typography>
              {finding.examples.length > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  Found: {finding.examples.join(', ')}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
