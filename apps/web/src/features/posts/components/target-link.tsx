import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { publishedLink } from '../publishing-view';

/**
 * `children` as a link to where a published post can be read: LinkedIn in a new tab, or the sandbox
 * feed in the product; plain text when there is no page to read.
 */
export function TargetLink({ url, children }: { url: string | null; children: ReactNode }) {
  const link = publishedLink(url);
  if (link?.kind === 'external') {
    return (
      <Link href={link.href} target="_blank" rel="noopener noreferrer" title="Opens LinkedIn in a new tab">
        {children}
        <OpenInNew aria-hidden sx={{ fontSize: '1em', ml: 0.25, verticalAlign: '-0.125em' }} />
      </Link>
    );
  }
  if (link?.kind === 'internal') {
    return (
      <Link component={RouterLink} to={link.to}>
        {children}
      </Link>
    );
  }
  return children;
}
