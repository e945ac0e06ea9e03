import { useDeferredValue, useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { FactSource } from '@roi/contract/facts';
import { unsupportedFigures } from '@roi/contract/fact-grounding';
import { getFactFigures } from '../api/get-fact-figures';
import { postKeys } from '../api/query-keys';
import { DraftSources } from './draft-sources';

interface FigureCheckProps {
  text: string;
  organizationId: number;
  /** The facts the assistant wrote the chat's replies from. */
  sources: readonly FactSource[];
}

/**
 * The draft's sources and the figures of its text that no fact of the organisation's library gives
 * (docs/product/facts.md#the-figure-check): a warning to check before posting, never a block.
 */
export function FigureCheck({ text, organizationId, sources }: FigureCheckProps) {
  const headingId = useId();
  const facts = useQuery({ queryKey: postKeys.factFigures(organizationId), queryFn: ({ signal }) => getFactFigures(organizationId, signal) });
  const deferredText = useDeferredValue(text);
  const factTexts = facts.data;
  const flagged = useMemo(() => (factTexts ? unsupportedFigures(deferredText, factTexts) : []), [deferredText, factTexts]);
  const summary = facts.isPending
    ? 'Reading the fact library…'
    : facts.isError
      ? 'The fact library could not be read, so the figures are not checked.'
      : flagged.length === 0
        ? 'Every figure in the text matches a fact in your library.'
        : `${flagged.length} ${flagged.length === 1 ? 'figure matches' : 'figures match'} no fact in your library. Check ${flagged.length === 1 ? 'it' : 'them'} before posting.`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <FactCheckOutlined fontSize="small" aria-hidden />
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Facts and figures
        </Typography>
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {facts.isSuccess &&
          (flagged.length === 0 ? (
            <CheckCircleOutlineOutlined fontSize="small" aria-hidden sx={{ color: 'success.main' }} />
          ) : (
            <WarningAmberOutlined fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
          ))}
        {summary}
      </Typography>
      {flagged.length > 0 && (
        <Box component="ul" aria-label="Figures no fact supports" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {flagged.map((figure) => (
            <Typography
              component="li"
              variant="body2"
              key={figure.index}
              sx={{ px: 1, py: 0.25, borderRadius: 1, border: 1, borderColor: 'warning.main', fontWeight: 600 }}
            >
              {figure.text}
            </Typography>
          ))}
        </Box>
      )}
      <DraftSources sources={sources} heading="Sources the assistant used" />
    </Paper>
  );
}
