import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrganizationRecord } from '@roi/contract/administration';
import { showErrorToast } from '../../../components/error-toast';
import { PageHeader } from '../../../components/page-header';
import { useUpdateOrganization } from '../hooks/use-update-organization';
import {
  brandProblem,
  brandValuesOf,
  detailsProblem,
  detailsValuesOf,
  isUploadingLogo,
  organizationNameProblem,
  toBrandUpdate,
  toDetailsUpdate,
  type BrandValues,
} from '../organization-form';
import { BrandFields } from '../../../components/organization-fields/brand-fields';
import {
  DetailsFields,
  type DetailsValues,
  type FieldProblem,
} from '../../../components/organization-fields/details-fields';
import { OrganizationNameField } from '../../../components/organization-fields/name-field';
import {
  PublishingRulesFields,
  publishingRulesProblem,
  publishingRulesValuesOf,
  toPublishingRulesUpdate,
  type PublishingRulesValues,
} from '../../../components/organization-fields/publishing-rules-fields';
import { LogoField } from './logo-field';
import { OrganizationGate } from './organization-gate';

const DETAILS_HEADING_ID = 'organization-details-heading';
const BRAND_HEADING_ID = 'organization-brand-heading';

/** /orgsetting: the caller's own organisation, its details, its brand and its rules for what it publishes. */
export function OrganizationSettingsPage({ title, orgId }: { title: string; orgId: number }) {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title={title}
        description="Your organization's details and brand. The brand colours, fonts and logo apply across the product for everyone in your organization."
      />
      <OrganizationGate orgId={orgId}>
        {(organization) => <OrganizationSettingsForm key={organization.id} organization={organization} />}
      </OrganizationGate>
    </Box>
  );
}

function OrganizationSettingsForm({ organization }: { organization: OrganizationRecord }) {
  const [name, setName] = useState(organization.organization_name);
  const [details, setDetails] = useState<DetailsValues>(() => detailsValuesOf(organization));
  const [brand, setBrand] = useState<BrandValues>(() => brandValuesOf(organization));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [isSendingLogo, setIsSendingLogo] = useState(false);
  const [rules, setRules] = useState<PublishingRulesValues>(() => publishingRulesValuesOf(organization));
  const update = useUpdateOrganization((saved) => setBrand((current) => ({ ...current, logo: saved.company_logo_url ?? '' })));

  const clearProblemOf = (fields: string[]) =>
    setProblem((current) => (current && fields.includes(current.field) ? null : current));

  const changeBrand = (changes: Partial<BrandValues>) => {
    setBrand((current) => ({ ...current, ...changes }));
    clearProblemOf(Object.keys(changes));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const found =
      organizationNameProblem(name) ?? detailsProblem(details) ?? brandProblem(brand) ?? publishingRulesProblem(rules);
    setProblem(found);
    if (found) {
      showErrorToast(found.message);
      return;
    }
    const brandUpdate = toBrandUpdate(brand, organization.company_logo_url);
    setIsSendingLogo(isUploadingLogo(brandUpdate));
    update.save({
      organization_id: organization.id,
      organization_name: name.trim(),
      ...toDetailsUpdate(details),
      ...brandUpdate,
      ...toPublishingRulesUpdate(rules),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Organization settings" sx={{ display: 'grid', gap: 3 }}>
      <Paper component="section" variant="outlined" aria-labelledby={DETAILS_HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={DETAILS_HEADING_ID} variant="h6" component="h3" sx={{ mb: 2.5 }}>
          Organization details
        </Typography>
        <OrganizationNameField
          value={name}
          onChange={(organizationName) => {
            setName(organizationName);
            clearProblemOf(['organizationName']);
          }}
          problem={problem}
        />
        <DetailsFields
          values={details}
          onChange={(changes) => {
            setDetails((current) => ({ ...current, ...changes }));
            clearProblemOf(Object.keys(changes));
          }}
          problem={problem}
        />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby={BRAND_HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={BRAND_HEADING_ID} variant="h6" component="h3" sx={{ mb: 2.5 }}>
          Brand identity
        </Typography>
        <BrandFields
          values={brand}
          onChange={changeBrand}
          problem={problem}
          logo={
            <LogoField
              headingComponent="h4"
              value={brand.logo}
              onChange={(logo) => changeBrand({ logo })}
              isUploading={update.isPending && isSendingLogo}
              progress={update.progress}
            />
          }
        />
      </Paper>
      <PublishingRulesFields
        values={rules}
        onChange={(changes) => {
          setRules((current) => ({ ...current, ...changes }));
          clearProblemOf(Object.keys(changes));
        }}
        problem={problem}
        trackedLinks={organization.tracked_links}
        layout="cards"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={update.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' }, px: 6 }}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
