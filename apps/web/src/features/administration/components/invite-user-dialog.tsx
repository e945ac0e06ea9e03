import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { inviteUser } from '../api/invite-user';
import { adminKeys } from '../api/query-keys';
import { useOrganizationOptions, useRoles } from '../hooks/use-admin-queries';
import { checkInvite, type InviteField, type InviteFormValues } from '../invite-form';
import { isAgency, type Viewer } from '../viewer';

/** The organisation an invitation goes to when the screen already knows it. */
export interface InviteOrganization {
  id: number;
  orgTypeId: number;
  name: string;
}

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  viewer: Viewer;
  /** Fixes the organisation (its details page, or a client admin's own). */
  organization?: InviteOrganization;
}

function emptyValues(organization?: InviteOrganization): InviteFormValues {
  return { email: '', first_name: '', last_name: '', role_id: '', organization_id: organization ? String(organization.id) : '' };
}

/**
 * Invites a user: email, optional names, the organisation (agency users choose it; client admins invite
 * into their own) and a role of that organisation's type.
 */
export function InviteUserDialog({ open, onClose, viewer, organization }: InviteUserDialogProps) {
  const fixed = organization ?? (isAgency(viewer) ? undefined : { id: viewer.orgId, orgTypeId: viewer.orgTypeId, name: '' });
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InviteFormValues>(() => emptyValues(fixed));
  const [problem, setProblem] = useState<{ field: InviteField; message: string } | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const organizations = useOrganizationOptions(open && !fixed);
  const chosenOrganization = fixed ?? organizations.data?.records
    .filter((record) => String(record.id) === values.organization_id)
    .map((record) => ({ id: record.id, orgTypeId: record.org_type_id, name: record.organization_name }))[0];
  const roles = useRoles(open ? chosenOrganization?.orgTypeId : null);

  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: () => {
      showSuccessToast(MESSAGES.userInvited);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      close();
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      setServerMessage(message);
      showErrorToast(message);
    },
  });

  function close() {
    setValues(emptyValues(fixed));
    setProblem(null);
    setServerMessage(null);
    invite.reset();
    onClose();
  }

  const bind = (field: InviteField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({
        ...current,
        [field]: value,
        // A role belongs to an organisation type: another organisation may not have it.
        ...(field === 'organization_id' && { role_id: '' }),
      }));
      setProblem((current) => (current?.field === field ? null : current));
      setServerMessage(null);
    },
    error: problem?.field === field,
    helperText: problem?.field === field ? problem.message : ' ',
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const checked = checkInvite(values);
    setProblem(checked.problem);
    if (checked.problem) {
      showErrorToast(checked.problem.message);
      return;
    }
    invite.mutate(checked.request);
  };

  const roleOptions = roles.data ?? [];

  return (
    <Dialog
      open={open}
      onClose={invite.isPending ? undefined : close}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-user-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object }}
    >
      <DialogTitle id="invite-user-title">Invite user</DialogTitle>
      <DialogContent>
        <Box sx={{ color: 'text.secondary', mb: 2 }}>
          They get an email with a link to set their name and password. The link is valid for 7 days.
        </Box>
        {serverMessage && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverMessage}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 254 } }}
          {...bind('email')}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField label="First Name" fullWidth margin="dense" slotProps={{ htmlInput: { maxLength: 100 } }} {...bind('first_name')} />
          <TextField label="Last Name" fullWidth margin="dense" slotProps={{ htmlInput: { maxLength: 100 } }} {...bind('last_name')} />
        </Box>
        {fixed ? (
          organization && (
            <TextField label="Organization" value={organization.name} fullWidth margin="dense" disabled helperText=" " />
          )
        ) : (
          <TextField select label="Organization" required fullWidth margin="dense" {...bind('organization_id')}>
            {organizations.isPending && (
              <MenuItem value="" disabled>
                Loading organizations…
              </MenuItem>
            )}
            {(organizations.data?.records ?? []).map((record) => (
              <MenuItem key={record.id} value={String(record.id)}>
                {record.organization_name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label="Role"
          required
          fullWidth
          margin="dense"
          disabled={!chosenOrganization}
          {...bind('role_id')}
          helperText={problem?.field === 'role_id' ? problem.message : chosenOrganization ? ' ' : 'Choose the organization first'}
        >
          {roles.isPending && chosenOrganization && (
            <MenuItem value="" disabled>
              Loading roles…
            </MenuItem>
          )}
          {roleOptions.map((role) => (
            <MenuItem key={role.id} value={String(role.id)}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={invite.isPending}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
