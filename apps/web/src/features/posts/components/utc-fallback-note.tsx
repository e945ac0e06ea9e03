import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { PATHS } from '../../../lib/paths';

/** Without a time zone of its own an organisation schedules in UTC: said, with where to set one. */
export function UtcFallbackNote({ organizationName, isOwnOrganization }: { organizationName: string; isOwnOrganization: boolean }) {
  return (
    <>
      {organizationName} has no time zone set, so times are in UTC.{' '}
      {isOwnOrganization ? (
        // A new tab, as for Settings: the post being written stays here.
        <Link component={RouterLink} to={PATHS.organizationSettings} target="_blank" rel="noopener noreferrer">
          Set its time zone
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      ) : (
        'An agency admin sets it in Organization Management.'
      )}
    </>
  );
}
