/** Text for screen readers only: out of sight, still in the accessibility tree. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in `sx`, a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
