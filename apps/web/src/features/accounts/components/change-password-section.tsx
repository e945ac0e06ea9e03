import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { changePassword } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { changePasswordFailureMessage, validateChangePassword, type ChangePasswordForm } from '../validation';
import { NewPasswordFields, PasswordField } from './form-field';
import { HiddenUsername } from './hidden-username';

const HEADING_ID = 'change-password-heading';
const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordSectionProps {
  userId: number;
  email: string;
}

/**
 * My Profile's Change Password section. The server ends the user's other sessions; this one
 * stays signed in.
 */
export function ChangePasswordSection({ userId, email }: ChangePasswordSectionProps) {
  const { values, bind, accept, reset } = useAccountForm(EMPTY);
  const change = useMutation({
    mutationFn: (form: ChangePasswordForm) =>
      changePassword({ user_id: userId, email, old_password: form.oldPassword, new_password: form.newPassword }),
    onSuccess: () => {
      showSuccessToast(MESSAGES.passwordChanged);
      reset();
    },
    onError: (error) => showErrorToast(changePasswordFailureMessage(error)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || !accept(validateChangePassword(values))) return;
    change.mutate(values);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Change Password
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        Changing your password signs you out on your other devices.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
        <HiddenUsername email={email} />
        <Box sx={{ display: 'grid', rowGap: 1 }}>
          <PasswordField id="old-password" label="Old Password" autoComplete="current-password" {...bind('oldPassword')} />
          <NewPasswordFields
            idPrefix="new"
            label="New Password"
            confirmLabel="Confirm New Password"
            password={bind('newPassword')}
            confirmation={bind('confirmPassword')}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={change.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' }, px: 4 }}
          >
            Change Password
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
