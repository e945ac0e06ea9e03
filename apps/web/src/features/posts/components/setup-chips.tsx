import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { CHIP_TEXT_MAX_CHARS, cutText } from '@roi/contract/post-rules';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

export interface SetupChip {
  /** What the chip is ('Goal'), said to screen readers before its text. */
  name: string;
  text: string;
}

/** The chosen campaign, goal, region, industry and audience, each cut to 40 characters. */
export function SetupChips({ chips }: { chips: SetupChip[] }) {
  return (
    <Box component="ul" aria-label="Post setup" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {chips.map((chip) => (
        <li key={chip.name}>
          <Chip
            title={chip.text}
            variant="outlined"
            color="primary"
            label={
              <>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {chip.name}:{' '}
                </Box>
                {cutText(chip.text, CHIP_TEXT_MAX_CHARS)}
              </>
            }
            sx={{ maxWidth: '100%', fontWeight: 500 }}
          />
        </li>
      ))}
    </Box>
  );
}
