import { useState } from 'react';
import { useBlocker } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MenuAccessMatrix } from '@roi/contract/menu';
import type { MenuQuery } from '@roi/contract/menu-schemas';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { LoadFailed } from '../../../components/load-failed';
import { adminKeys } from '../api/query-keys';
import { setMenu } from '../api/set-menu';
import { useMenuMatrix, useOrganizationOptions, useRoles } from '../hooks/use-admin-queries';
import { actionColumns, actionLabel, changedActions, setAction, toSetMenuRequest, type ActionCell } from '../menu-matrix';
import { isAgency, type Viewer } from '../viewer';
import { NoticePanel } from './list-states';
import { PageHeader } from '../../../components/page-header';

interface MenuSettingsPageProps {
  viewer: Viewer;
  title: string;
  /** Called after a save, so that the signed-in user's own navigation reloads when their role changed. */
  onMenuChanged: () => void;
}

type Toggle = (cell: ActionCell, checked: boolean) => void;

interface MenuSectionProps {
  menu: MenuAccessMatrix[number];
  /** Every action of the matrix, so that the columns line up from one menu to the next. */
  columns: string[];
  onToggle: Toggle;
  isNarrow: boolean;
  disabled: boolean;
}

function MenuSection({ menu, columns, onToggle, isNarrow, disabled }: MenuSectionProps) {
  const headingId = `menu-access-${menu.menu_id}`;
  const checkbox = (feature: MenuAccessMatrix[number]['features'][number], actionName: string) => {
    const action = feature.actions.find((entry) => entry.action_name === actionName);
    if (!action) return null;
    return (
      <Checkbox
        checked={action.checked}
        disabled={disabled}
        onChange={(event) => onToggle({ menuId: menu.menu_id, featureId: feature.feature_id, actionName }, event.target.checked)}
        slotProps={{ input: { 'aria-label': actionLabel(menu.language_name, feature.language_name, actionName) } }}
      />
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover', display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {menu.language_name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {menu.path}
        </Typography>
      </Box>
      {isNarrow ? (
        <Box>
          {menu.features.map((feature) => (
            <Box key={feature.feature_id} sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }}>{feature.language_name}</Typography>
              <Box role="group" aria-label={`${menu.language_name} — ${feature.language_name}`} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                {feature.actions.map((action) => (
                  <FormControlLabel
                    key={action.action_name}
                    control={checkbox(feature, action.action_name) ?? <span />}
                    label={action.action_name}
                    sx={{ mr: 1 }}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId} sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '30%' }}>Feature</TableCell>
                {columns.map((name) => (
                  <TableCell key={name} align="center">
                    {name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {menu.features.map((feature) => (
                <TableRow key={feature.feature_id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {feature.language_name}
                  </TableCell>
                  {columns.map((name) => (
                    <TableCell key={name} align="center" padding="checkbox">
                      {checkbox(feature, name) ?? (
                        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
                          –
                        </Box>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

function queryKeyOf(query: MenuQuery): string {
  return `${query.organizationId}:${query.roleId}`;
}

/**
 * /settings/menu-access: which menus, features and actions a role holds in an organisation. Agency admins
 * choose the organisation; a client admin sets its own. Only the changed flags are sent.
 */
export function MenuSettingsPage({ viewer, title, onMenuChanged }: MenuSettingsPageProps) {
  const queryClient = useQueryClient();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const canChooseOrganization = isAgency(viewer);
  const [organizationId, setOrganizationId] = useState(String(viewer.orgId));
  const [roleId, setRoleId] = useState('');
  const [edits, setEdits] = useState<{ key: string; matrix: MenuAccessMatrix } | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [pendingChoice, setPendingChoice] = useState<(() => void) | null>(null);

  const organizations = useOrganizationOptions(canChooseOrganization);
  const chosenOrganization = organizations.data?.records.find((record) => String(record.id) === organizationId);
  const orgTypeId = Number(organizationId) === viewer.orgId ? viewer.orgTypeId : chosenOrganization?.org_type_id;
  const roles = useRoles(orgTypeId);
  const query: MenuQuery | null =
    orgTypeId && roleId ? { orgTypeId, roleId: Number(roleId), organizationId: Number(organizationId) } : null;
  const matrix = useMenuMatrix(query);
  const key = query ? queryKeyOf(query) : '';
  const saved = matrix.data;
  const edited = edits && edits.key === key ? edits.matrix : saved;
  const changes = saved && edited ? changedActions(saved, edited) : [];
  const isDirty = changes.length > 0;
  const columns = edited ? actionColumns(edited) : [];

  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);

  const save = useMutation({
    mutationFn: setMenu,
    onSuccess: async () => {
      showSuccessToast(MESSAGES.menuUpdated);
      if (query && edited) queryClient.setQueryData(adminKeys.menuMatrix(query), edited);
      setEdits(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.menuMatrices() });
      onMenuChanged();
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      setServerMessage(message);
      showErrorToast(message);
    },
  });

  const toggle: Toggle = (cell, checked) => {
    if (!edited) return;
    setServerMessage(null);
    setEdits({ key, matrix: setAction(edited, cell, checked) });
  };

  /** A new organisation or role discards the edits: ask first when there are some. */
  const choose = (apply: () => void) => {
    if (isDirty) setPendingChoice(() => apply);
    else apply();
  };

  const handleSave = () => {
    if (!query || !saved || !edited || !isDirty || save.isPending) return;
    save.mutate(toSetMenuRequest(query.roleId, query.organizationId, saved, edited));
  };

  const isOwnRole = Number(roleId) === viewer.roleId && Number(organizationId) === viewer.orgId;

  return (
    <>
      <PageHeader
        title={title}
        description="Choose which screens and actions a role has. Enable shows the screen in the navigation; the other actions allow what they name."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: canChooseOrganization ? '1fr 1fr' : '1fr' }, maxWidth: 820 }}>
        {canChooseOrganization ? (
          <TextField
            select
            label="Organization"
            value={organizationId}
            onChange={(event) => {
              const value = event.target.value;
              choose(() => {
                setOrganizationId(value);
                setRoleId('');
                setEdits(null);
                setServerMessage(null);
              });
            }}
          >
            {!chosenOrganization && (
              <MenuItem value={String(viewer.orgId)}>{viewer.orgName || 'Your organization'}</MenuItem>
            )}
            {(organizations.data?.records ?? []).map((record) => (
              <MenuItem key={record.id} value={String(record.id)}>
                {record.organization_name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          label="Role"
          value={roleId}
          disabled={!orgTypeId}
          onChange={(event) => {
            const value = event.target.value;
            choose(() => {
              setRoleId(value);
              setEdits(null);
              setServerMessage(null);
            });
          }}
          helperText={canChooseOrganization ? undefined : `Roles of ${viewer.orgName || 'your organization'}`}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, renderValue: (value) => roles.data?.find((role) => String(role.id) === value)?.name ?? 'Choose a role' } }}
        >
          {(roles.data ?? []).map((role) => (
            <MenuItem key={role.id} value={String(role.id)}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      {serverMessage && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setServerMessage(null)}>
          {serverMessage}
        </Alert>
      )}
      {isOwnRole && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is your own role: a change shows in your navigation as soon as it is saved.
        </Alert>
      )}

      {!query ? (
        <NoticePanel title="Choose a role">Pick {canChooseOrganization ? 'an organization and ' : ''}a role to see and change its menu access.</NoticePanel>
      ) : matrix.isPending ? (
        <Box role="status" aria-label="Loading menu access" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={140} />
          ))}
        </Box>
      ) : !edited ? (
        <LoadFailed
          isFramed
          title="Menu access could not be loaded"
          error={matrix.error}
          fallbackMessage={MESSAGES.noMenuData}
          onRetry={() => void matrix.refetch()}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, pb: 10 }}>
          {edited.map((menu) => (
            <MenuSection key={menu.menu_id} menu={menu} columns={columns} onToggle={toggle} isNarrow={isNarrow} disabled={save.isPending} />
          ))}
        </Box>
      )}

      {edited && (
        <Paper
          elevation={6}
          sx={{
            position: 'sticky',
            bottom: { xs: 8, md: 16 },
            mt: -8,
            p: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            zIndex: 2,
          }}
        >
          <Box role="status" sx={{ mr: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
            {isDirty ? (
              <Chip color="warning" size="small" label={`${changes.length} unsaved ${changes.length === 1 ? 'change' : 'changes'}`} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                All changes saved
              </Typography>
            )}
          </Box>
          <Button variant="outlined" disabled={!isDirty || save.isPending} onClick={() => setEdits(null)}>
            Discard
          </Button>
          <Button variant="contained" onClick={handleSave} disabled={!isDirty} loading={save.isPending}>
            Save
          </Button>
        </Paper>
      )}

      <Dialog
        open={blocker.state === 'blocked' || pendingChoice !== null}
        onClose={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setPendingChoice(null);
        }}
        aria-labelledby="discard-menu-changes-title"
      >
        <DialogTitle id="discard-menu-changes-title">Discard unsaved changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You changed {changes.length} {changes.length === 1 ? 'action' : 'actions'} without saving. They will be lost.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            autoFocus
            onClick={() => {
              if (blocker.state === 'blocked') blocker.reset();
              setPendingChoice(null);
            }}
          >
            Keep editing
          </Button>
          <Button
            color="warning"
            onClick={() => {
              if (blocker.state === 'blocked') blocker.proceed();
              pendingChoice?.();
              setPendingChoice(null);
            }}
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
