import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { helpPathOf } from './help-topics';
import { useHelpTopic, usePageTitle } from './page-title';

/** The "?" of a screen's header: its Help article, for screens that have one (docs/product/help.md). */
export function HelpButton() {
  const topic = useHelpTopic();
  const helpPath = topic === undefined ? undefined : helpPathOf(topic);
  const title = usePageTitle();
  if (!helpPath) return null;
  const label = `Help for ${title}`;
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={helpPath} aria-label={label}>
        <HelpOutlineOutlined />
      </IconButton>
    </Tooltip>
  );
}
