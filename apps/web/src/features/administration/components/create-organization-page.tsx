import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { showSavedOrganization } from '../../../lib/organizations';
import { ADMIN_PATHS } from '../admin-paths';
import { createOrganization } from '../api/create-organization';
import { useOrganizationForm } from '../hooks/use-organization-form';
import { EMPTY_ORGANIZATION_FORM, toCreateRequest } from '../organization-form';
import { OrganizationFields } from './organization-fields';
import { PageHeader } from '../../../components/page-header';

const HEADING_ID = 'create-organization-heading';

/** /organizemanagement/create: a new client organisation, then its details page. */
export function CreateOrganizationPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useOrganizationForm(EMPTY_ORGANIZATION_FORM);

  const create = useMutation({
    mutationFn: createOrganization,
    onSuccess: async (record) => {
      showSuccessToast(MESSAGES.organizationCreated);
      await showSavedOrganization(queryClient, record);
      await navigate(ADMIN_PATHS.organizationDetails(record.id));
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || !form.validate()) return;
    create.mutate(toCreateRequest(form.values));
  };

  return (
    <>
      <PageHeader
        title={title}
        headingId={HEADING_ID}
        description="A client organization of the agency. Invite its administrator from its details page once it is created."
        back={{ to: ADMIN_PATHS.organizations, label: 'Organizations' }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
          <OrganizationFields values={form.values} onChange={form.change} problem={form.problem} autoFocus />
          <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={ADMIN_PATHS.organizations} variant="outlined">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              Create organization
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
