import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FactSource } from '@roi/contract/facts';
import { FactSourceLine } from '../../../components/fact-source-line';

/**
 * The organisation's facts a draft was written from: each statement with its source and the day it was
 * true, so the author can check them before posting (docs/product/facts.md#grounded-drafts).
 */
export function DraftSources({ sources, heading = 'Sources' }: { sources: readonly FactSource[]; heading?: string }) {
  const headingId = useId();
  if (sources.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {sources.map((source) => (
          <li key={source.fact_id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {source.statement}
            </Typography>
            <FactSourceLine source={source.source} asOf={source.as_of} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
