import { useState, type FormEvent, type ReactNode } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { Profile } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { ImagePicker } from '../../../components/image-picker';
import { showSuccessToast } from '../../../components/success-toast';
import { UserAvatar } from '../../../components/user-avatar';
import { getErrorMessage } from '../../../lib/api-client';
import { editProfile } from '../api/edit-profile';
import { getProfile, profileQueryKey } from '../api/get-profile';
import { profileProblem, profileValuesOf, toProfileEdit, type ProfileFormValues, type ProfileProblem } from '../profile-form';
import { RetryAlert } from '../../../components/load-failed';

const HEADING_ID = 'my-profile-heading';

interface MyProfilePageProps {
  userId: number | null;
  /** Called with the saved profile, so that the shell shows the new name and picture at once. */
  onSaved: (profile: Profile) => void;
  /** Further sections under the profile card (the Change Password section). */
  children?: ReactNode;
}

/** My Profile: picture, first and last name, read-only email, role and organisation. */
export function MyProfilePage({ userId, onSaved, children }: MyProfilePageProps) {
  const query = useQuery({
    queryKey: profileQueryKey(userId ?? 0),
    queryFn: userId === null ? skipToken : ({ signal }) => getProfile(userId, signal),
  });
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 3 }}>
      {query.data ? (
        <ProfileForm key={query.data.user_id} profile={query.data} onSaved={onSaved} />
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{getErrorMessage(query.error)}</RetryAlert>
      ) : (
        <Paper variant="outlined" role="status" aria-label="Loading profile" sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <CircularProgress />
        </Paper>
      )}
      {children}
    </Box>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileFormValues>(() => profileValuesOf(profile));
  const [problem, setProblem] = useState<ProfileProblem | null>(null);

  const save = useMutation({
    mutationFn: (form: ProfileFormValues) => editProfile(toProfileEdit(profile, form)),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryKey(saved.user_id), saved);
      setValues(profileValuesOf(saved));
      onSaved(saved);
      showSuccessToast(MESSAGES.profileUpdated);
    },
    onError: (error) => showErrorToast(getErrorMessage(error, MESSAGES.profileNotUpdated)),
  });

  const change = (changes: Partial<ProfileFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblem((current) => (current && current.field in changes ? null : current));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = profileProblem(values);
    setProblem(found);
    if (found) {
      showErrorToast(found.message);
      return;
    }
    save.mutate(values);
  };

  const fullName = `${values.firstName} ${values.lastName}`.trim();
  const errorOf = (field: ProfileProblem['field']) => (problem?.field === field ? problem.message : null);
  const readOnly = [
    { id: 'profile-email', label: 'Email', value: profile.email },
    { id: 'profile-role', label: 'Role', value: profile.role_name },
    { id: 'profile-organization', label: 'Organization', value: profile.organization_name },
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ overflow: 'hidden' }}>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'center',
            gap: 3,
            p: { xs: 3, sm: 4 },
            textAlign: { xs: 'center', sm: 'left' },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <UserAvatar name={fullName} pictureUrl={values.picture || null} size={96} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {fullName || profile.email}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{profile.role_name}</Typography>
            <ImagePicker
              value={values.picture}
              onChange={(picture) => change({ picture })}
              noun="picture"
              startIcon={<PhotoCameraOutlined />}
              size="small"
              isCentredWhenNarrow
            />
          </Box>
        </Box>
        <Box sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 2 }}>
          <TextField
            id="profile-first-name"
            label="First Name"
            value={values.firstName}
            onChange={(event) => change({ firstName: event.target.value })}
            error={Boolean(errorOf('firstName'))}
            helperText={errorOf('firstName') || ' '}
            autoComplete="given-name"
            required
            fullWidth
          />
          <TextField
            id="profile-last-name"
            label="Last Name"
            value={values.lastName}
            onChange={(event) => change({ lastName: event.target.value })}
            error={Boolean(errorOf('lastName'))}
            helperText={errorOf('lastName') || ' '}
            autoComplete="family-name"
            required
            fullWidth
          />
          {readOnly.map((field) => (
            <TextField
              key={field.id}
              id={field.id}
              label={field.label}
              value={field.value}
              helperText={field.id === 'profile-email' ? 'Your sign-in address cannot be changed here.' : ' '}
              fullWidth
              sx={field.id === 'profile-email' ? { gridColumn: '1 / -1' } : undefined}
              slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={save.isPending}
              sx={{ width: { xs: '100%', sm: 'auto' }, px: 4 }}
            >
              Save Changes
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
