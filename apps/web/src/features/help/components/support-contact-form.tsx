import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMPTY_SUPPORT_CONTACT,
  SUPPORT_CONTACT_NAME_MAX_CHARS,
  SUPPORT_CONTACT_PHONE_MAX_CHARS,
  supportContactSchema,
  type SupportContact,
  type SupportContactRecord,
} from '@roi/contract/support-contact';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useSaveSupportContact, useSupportContact } from '../hooks/use-support-contact';

const HEADING_ID = 'support-contact-heading';
const HINT_ID = 'support-contact-hint';

type Field = keyof SupportContact;
const FIELDS: { field: Field; label: string; type: string; autoComplete: string; maxLength?: number }[] = [
  { field: 'name', label: 'Name or team', type: 'text', autoComplete: 'off', maxLength: SUPPORT_CONTACT_NAME_MAX_CHARS },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off', maxLength: SUPPORT_CONTACT_PHONE_MAX_CHARS },
  { field: 'url', label: 'Web address', type: 'url', autoComplete: 'off' },
];

/**
 * Organization Settings' "Support contact": whom the organisation's people should ask, shown at the top
 * of Help. Only those who may edit the organisation's settings reach this screen; the server checks too.
 */
export function SupportContactSection() {
  const { data, error, isPending, refetch } = useSupportContact();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 880, mx: 'auto', mt: 3 }}>
      <Typography id={HEADING_ID} variant="h6" component="h3" sx={{ mb: 1 }}>
        Support contact
      </Typography>
      <Typography id={HINT_ID} variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        Shown at the top of Help to everyone in your organization: whom to ask when they are stuck. Give a name
        and at least one way to reach them. Empty every field to remove it.
      </Typography>
      {isPending ? (
        <Box role="status" aria-label="Loading the support contact">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          The support contact could not be loaded: {getErrorMessage(error)}
        </Alert>
      ) : (
        <SupportContactForm key={data.data.contact?.updated_at ?? 'none'} record={data.data} />
      )}
    </Paper>
  );
}

function SupportContactForm({ record }: { record: SupportContactRecord }) {
  const [values, setValues] = useState<SupportContact>(() =>
    record.contact ? { name: record.contact.name, email: record.contact.email, phone: record.contact.phone, url: record.contact.url } : EMPTY_SUPPORT_CONTACT,
  );
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const save = useSaveSupportContact();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = supportContactSchema.safeParse(values);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const field = (issue?.path[0] as Field | undefined) ?? 'name';
      const message = issue?.message ?? '';
      setProblem({ field, message });
      showErrorToast(message);
      document.getElementById(`support-contact-${field}`)?.focus();
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (answer) => showSuccessToast(answer.message),
      onError: (failure) => showErrorToast(getErrorMessage(failure)),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID} aria-describedby={HINT_ID}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {FIELDS.map(({ field, label, type, autoComplete, maxLength }) => (
          <TextField
            key={field}
            id={`support-contact-${field}`}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              if (problem?.field === field) setProblem(null);
            }}
            error={problem?.field === field}
            helperText={problem?.field === field ? problem.message : undefined}
            slotProps={{ htmlInput: maxLength ? { maxLength } : {} }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2.5 }}>
        <Button type="submit" variant="outlined" loading={save.isPending} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Save support contact
        </Button>
      </Box>
    </Box>
  );
}
