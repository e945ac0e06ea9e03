import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const LAYOUTS = {
  /** A record's details: labels in a column of their own from the small breakpoint, above their values below it. */
  spacious: {
    list: { gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, rowGap: { xs: 0.5, sm: 2 } },
    label: { fontWeight: 600, mt: { xs: 1.5, sm: 0 } },
  },
  /** A few short facts in a card: each label beside its value at every width. */
  compact: { list: { gridTemplateColumns: 'auto 1fr', rowGap: 0.5 }, label: {} },
} as const;

/** Labelled values as a description list. */
export function DetailList({ rows, layout = 'spacious' }: { rows: readonly (readonly [string, ReactNode])[]; layout?: keyof typeof LAYOUTS }) {
  const { list, label: labelStyle } = LAYOUTS[layout];
  return (
    <Box component="dl" sx={{ display: 'grid', columnGap: 2, m: 0, ...list }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary', ...labelStyle }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
