import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OrganizationRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { LoadFailed } from '../../../components/load-failed';
import type { FieldProblem } from '../../../components/organization-fields/details-fields';
import {
  PublishingRulesFields,
  isPublishingRulesDirty,
  publishingRulesProblem,
  publishingRulesValuesOf,
  toPublishingRulesUpdate,
  type PublishingRulesValues,
} from '../../../components/organization-fields/publishing-rules-fields';
import { showSavedOrganization, updateOrganization } from '../../../lib/organizations';
import { ADMIN_PATHS, parseId } from '../admin-paths';
import { formatDate } from '../format';
import { useOrganization } from '../hooks/use-admin-queries';
import { useOrganizationForm } from '../hooks/use-organization-form';
import {
  isOrganizationFormDirty,
  toOrganizationForm,
  toUpdateRequest,
  type OrganizationFormValues,
} from '../organization-form';
import type { Viewer } from '../viewer';
import { NoticePanel } from './list-states';
import { OrganizationFields } from './organization-fields';
import { PageHeader } from '../../../components/page-header';
import { UsersPanel } from './users-panel';

const FORM_HEADING_ID = 'organization-settings-heading';

/** What a save sent: the form's values and the rules as they were when Save was pressed. */
interface SentValues {
  form: OrganizationFormValues;
  rules: PublishingRulesValues;
}

function OrganizationEditor({ organization, viewer }: { organization: OrganizationRecord; viewer: Viewer }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SentValues>(() => ({
    form: toOrganizationForm(organization),
    rules: publishingRulesValuesOf(organization),
  }));
  const form = useOrganizationForm(saved.form);
  const [rules, setRules] = useState(saved.rules);
  const [rulesProblem, setRulesProblem] = useState<FieldProblem | null>(null);
  const isDirty = isOrganizationFormDirty(saved.form, form.values) || isPublishingRulesDirty(saved.rules, rules);

  const update = useMutation({
    mutationFn: (sent: SentValues) =>
      updateOrganization({ ...toUpdateRequest(organization.id, sent.form), ...toPublishingRulesUpdate(sent.rules) }),
    onSuccess: async (record, sent) => {
      showSuccessToast(MESSAGES.organizationUpdated);
      setSaved(sent);
      await showSavedOrganization(queryClient, record);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const changeRules = (changes: Partial<PublishingRulesValues>) => {
    setRules((current) => ({ ...current, ...changes }));
    setRulesProblem((current) => (current && current.field in changes ? null : current));
  };

  const discard = () => {
    form.setValues(saved.form);
    setRules(saved.rules);
    setRulesProblem(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || !form.validate()) return;
    const found = publishingRulesProblem(rules);
    setRulesProblem(found);
    if (found) {
      showErrorToast(found.message);
      return;
    }
    update.mutate({ form: form.values, rules });
  };

  return (
    <>
      <PageHeader
        title={organization.organization_name}
        description={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={organization.org_type_name} />
            <span>
              {organization.user_count} {organization.user_count === 1 ? 'user' : 'users'} · created {formatDate(organization.created_at)}
            </span>
          </Box>
        }
        back={{ to: ADMIN_PATHS.organizations, label: 'Organizations' }}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={FORM_HEADING_ID} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Settings
          </Typography>
          <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={FORM_HEADING_ID}>
            <OrganizationFields values={form.values} onChange={form.change} problem={form.problem} />
            <PublishingRulesFields
              values={rules}
              onChange={changeRules}
              problem={rulesProblem}
              trackedLinks={organization.tracked_links}
              layout="inline"
            />
            <Box sx={{ display: 'flex', gap: 1.5, mt: 3, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              {isDirty && (
                <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mr: 'auto' }}>
                  Unsaved changes
                </Typography>
              )}
              <Button variant="outlined" disabled={!isDirty || update.isPending} onClick={discard}>
                Discard
              </Button>
              <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty}>
                Save changes
              </Button>
            </Box>
          </Box>
        </Paper>
        <UsersPanel
          viewer={viewer}
          title="Users"
          organization={{ id: organization.id, orgTypeId: organization.org_type_id, name: organization.organization_name }}
        />
      </Box>
    </>
  );
}

/**
 * /organizemanagement/details/:orgId: an organisation's settings (name, details, brand and its rules for what it
 * publishes) and its users, with the invitation.
 */
export function OrganizationDetailsPage({ viewer }: { viewer: Viewer }) {
  const orgId = parseId(useParams().orgId);
  const organization = useOrganization(orgId);
  const backToList = (
    <Button component={RouterLink} to={ADMIN_PATHS.organizations} variant="outlined">
      Back to organizations
    </Button>
  );

  if (orgId === null || (organization.error instanceof ApiError && organization.error.status === 404)) {
    return (
      <NoticePanel title="Organization not found" action={backToList}>
        This organization does not exist or you cannot see it.
      </NoticePanel>
    );
  }
  if (organization.isPending) {
    return (
      <Box role="status" aria-label="Loading organization">
        <Skeleton width={280} height={44} />
        <Skeleton width={200} />
        <Skeleton variant="rounded" height={420} sx={{ mt: 3, maxWidth: 820 }} />
      </Box>
    );
  }
  if (organization.isError) {
    return (
      <LoadFailed
        isFramed
        title="The organization could not be loaded"
        error={organization.error}
        onRetry={() => void organization.refetch()}
      />
    );
  }
  return <OrganizationEditor key={organization.data.id} organization={organization.data} viewer={viewer} />;
}
