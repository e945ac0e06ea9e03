import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { UserEditRequest, UserRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { ADMIN_PATHS } from '../admin-paths';
import { editUser } from '../api/edit-user';
import { adminKeys } from '../api/query-keys';
import { useRoles } from '../hooks/use-admin-queries';
import { fullName } from '../user-status';
import { orgTypeOfOrganization, type Viewer } from '../viewer';
import { PageHeader } from '../../../components/page-header';
import { StatusChip } from './status-chip';
import { UserLoader } from './user-loader';

const NAME_REQUIRED = 'Please enter the first and last name';

function EditUserForm({ user, viewer }: { user: UserRecord; viewer: Viewer }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [roleId, setRoleId] = useState(String(user.role_id));
  const [isEnabled, setIsEnabled] = useState(user.status !== 'disabled');
  const [problem, setProblem] = useState<'first_name' | 'last_name' | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const roles = useRoles(orgTypeOfOrganization(viewer, user.organization_id));
  const isSelf = user.user_id === viewer.userId;

  const save = useMutation({
    mutationFn: editUser,
    onSuccess: async () => {
      showSuccessToast(MESSAGES.userUpdated);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      await navigate(ADMIN_PATHS.userView(user.user_id));
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      setServerMessage(message);
      showErrorToast(message);
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const missing = !firstName.trim() ? 'first_name' : !lastName.trim() ? 'last_name' : null;
    setProblem(missing);
    if (missing) {
      showErrorToast(NAME_REQUIRED);
      return;
    }
    const request: UserEditRequest = {
      user_id: user.user_id,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      role_id: Number(roleId),
      status: isEnabled ? 'active' : 'disabled',
    };
    setServerMessage(null);
    save.mutate(request);
  };

  // The user's role stays selectable while the roles load, so the select never shows an unknown value.
  const roleOptions = roles.data?.some((role) => role.id === user.role_id)
    ? roles.data
    : [{ id: user.role_id, name: user.role_name, org_type_id: 0 }, ...(roles.data ?? [])];

  return (
    <>
      <PageHeader
        title={`Edit ${fullName(user)}`}
        description={`${user.email} · ${user.organization_name}`}
        back={{ to: ADMIN_PATHS.userView(user.user_id), label: 'User details' }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={`Edit ${fullName(user)}`}>
          {serverMessage && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverMessage}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextField
              label="First Name"
              required
              margin="dense"
              value={firstName}
              onChange={(event) => {
                setFirstName(event.target.value);
                setProblem(null);
              }}
              error={problem === 'first_name'}
              helperText={problem === 'first_name' ? NAME_REQUIRED : ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label="Last Name"
              required
              margin="dense"
              value={lastName}
              onChange={(event) => {
                setLastName(event.target.value);
                setProblem(null);
              }}
              error={problem === 'last_name'}
              helperText={problem === 'last_name' ? NAME_REQUIRED : ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Box>
          <TextField
            select
            label="Role"
            fullWidth
            margin="dense"
            value={roleId}
            onChange={(event) => setRoleId(event.target.value)}
            helperText={isSelf ? 'You cannot take away your own administrator role.' : ' '}
          >
            {roleOptions.map((role) => (
              <MenuItem key={role.id} value={String(role.id)}>
                {role.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ mt: 1 }}>
            <FormControlLabel
              control={<Switch checked={isEnabled} onChange={(event) => setIsEnabled(event.target.checked)} />}
              label="Active"
            />
            <Box sx={{ display: 'inline-flex', ml: 1, verticalAlign: 'middle' }}>
              <StatusChip status={user.status} />
            </Box>
            <FormHelperText sx={{ mx: 0 }}>
              {user.status === 'invited'
                ? 'An invited user stays invited until they complete registration; disabling stops their link.'
                : 'A disabled user cannot sign in; their sessions end at once.'}
            </FormHelperText>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={ADMIN_PATHS.userView(user.user_id)} variant="outlined">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save changes
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}

/** /usermanagement/edit/:userId: a user's name, role and whether they may sign in. */
export function UserEditPage({ viewer }: { viewer: Viewer }) {
  return <UserLoader>{(user) => <EditUserForm key={user.user_id} user={user} viewer={viewer} />}</UserLoader>;
}
