import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ClientRow } from '@roi/contract/dashboard';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { formatWhen } from '../dashboard-links';

type CountColumn = 'waiting_approvals' | 'failed_posts' | 'expiring_connections';

const COUNT_COLUMNS: { key: CountColumn; label: string; tone: 'primary.main' | 'error.main' | 'warning.main' }[] = [
  { key: 'waiting_approvals', label: 'Waiting approvals', tone: 'primary.main' },
  { key: 'failed_posts', label: 'Failed posts', tone: 'error.main' },
  { key: 'expiring_connections', label: 'Connections ending', tone: 'warning.main' },
];

interface ClientsTableProps {
  clients: readonly ClientRow[];
  /** The columns whose screens the caller's menu grants: the cards the dashboard shows. */
  granted: Record<CountColumn | 'calendar', boolean>;
  /** The dashboard of one client. */
  clientPath: (organizationId: number) => string;
  /** Organization Management, where a client is created: null when the caller's menu does not offer it. */
  organizationsPath: string | null;
}

/**
 * Every client at a glance, for agency users: what waits in each, and a way to open its dashboard. A
 * column the caller's menu does not grant is left out. On a phone each client is a line of its own
 * rather than a table to scroll sideways.
 */
export function ClientsTable({ clients, granted, clientPath, organizationsPath }: ClientsTableProps) {
  const headingId = useId();
  const shown = COUNT_COLUMNS.filter((column) => granted[column.key]);
  const hasCalendar = granted.calendar;
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const nextOf = (client: ClientRow) => (client.next_scheduled_at ? formatWhen(client.next_scheduled_at) : 'Nothing this week');
  const open = (client: ClientRow) => (
    <Button
      component={RouterLink}
      to={clientPath(client.organization_id)}
      size="small"
      variant="outlined"
      aria-label={`Open ${client.organization_name}`}
    >
      Open
    </Button>
  );
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ mb: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Clients
      </Typography>
      {clients.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
          No client organizations yet. Create one in{' '}
          {organizationsPath ? (
            <Link component={RouterLink} to={organizationsPath}>
              Organization Management
            </Link>
          ) : (
            'Organization Management'
          )}
          .
        </Typography>
      ) : isPhone ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {clients.map((client) => (
            <Box
              component="li"
              key={client.organization_id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {client.organization_name}
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {[...shown.map((column) => `${column.label}: ${client[column.key] ?? 0}`), ...(hasCalendar ? [`Next: ${nextOf(client)}`] : [])].join(' · ')}
                </Typography>
              </Box>
              {open(client)}
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer tabIndex={0} aria-labelledby={headingId} sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Organization
                </TableCell>
                {shown.map((column) => (
                  <TableCell key={column.key} component="th" scope="col" align="right">
                    {column.label}
                  </TableCell>
                ))}
                {hasCalendar && (
                  <TableCell component="th" scope="col">
                    Next on calendar
                  </TableCell>
                )}
                <TableCell component="th" scope="col">
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Dashboard
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {clients.map((client) => (
                <TableRow key={client.organization_id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {client.organization_name}
                  </TableCell>
                  {shown.map((column) => {
                    const value = client[column.key] ?? 0;
                    return (
                      <TableCell key={column.key} align="right" sx={value > 0 ? { color: column.tone, fontWeight: 700 } : { color: 'text.secondary' }}>
                        {value}
                      </TableCell>
                    );
                  })}
                  {hasCalendar && (
                    <TableCell sx={{ whiteSpace: 'nowrap', color: client.next_scheduled_at ? 'text.primary' : 'text.secondary' }}>
                      {nextOf(client)}
                    </TableCell>
                  )}
                  <TableCell align="right">{open(client)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
