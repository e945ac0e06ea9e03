import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDay } from '../lib/calendar-day';

/** A source that is a web address opens as a link; anything else is the name of a document. */
function sourceLink(source: string): string | null {
  try {
    const url = new URL(source);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where a fact comes from and the day it was true: a link when the source is an address, else the document's name. */
export function FactSourceLine({ source, asOf }: { source: string; asOf: string }) {
  const href = sourceLink(source);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      Source:{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {source}
        </Link>
      ) : (
        source
      )}{' '}
      · true as of {formatDay(asOf)}
    </Typography>
  );
}
