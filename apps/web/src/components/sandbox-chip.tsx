import Chip from '@mui/material/Chip';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { SANDBOX_LABEL } from '@roi/contract/publishing-rules';

/** Marks everything of the sandbox network: nothing it shows reaches LinkedIn. */
export function SandboxChip() {
  return (
    <Chip
      size="small"
      color="warning"
      icon={<ScienceOutlined aria-hidden />}
      label={SANDBOX_LABEL}
      title="A practice network: posts here do not reach LinkedIn"
      sx={{ fontWeight: 700, flexShrink: 0 }}
    />
  );
}
