import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OrganizationRecord } from '@roi/contract/administration';
import { showErrorToast } from '../../../components/error-toast';
import { useUpdateOrganization } from '../hooks/use-update-organization';
import {
  brandProblem,
  brandValuesOf,
  detailsProblem,
  detailsValuesOf,
  isUploadingLogo,
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
import { LogoField } from './logo-field';
import { OrganizationGate } from './organization-gate';

/** The wizard's step navigation: Back, and what happens once the step has saved. */
export interface StepFormProps {
  orgId: number;
  onBack: () => void;
  onSaved: () => void;
  /** The name of the form (the step's heading id). */
  labelledBy: string;
}

/** Back, and the step's save, named for where it leads: on to the next step, or the end. */
function StepButtons({ onBack, isPending, saveLabel }: { onBack: () => void; isPending: boolean; saveLabel: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, mt: 3 }}>
      <Button type="button" variant="outlined" size="large" onClick={onBack} disabled={isPending} sx={{ flex: 1, py: 1.5 }}>
        Back
      </Button>
      <Button type="submit" variant="contained" size="large" loading={isPending} sx={{ flex: 1, py: 1.5 }}>
        {saveLabel}
      </Button>
    </Box>
  );
}

function StepForm({ labelledBy, onSubmit, children }: { labelledBy: string; onSubmit: () => void; children: ReactNode }) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
      {children}
    </Box>
  );
}

function reject(problem: FieldProblem, setProblem: (problem: FieldProblem) => void) {
  setProblem(problem);
  showErrorToast(problem.message);
}

/** Onboarding step 5 'Organization Details': 'Save and continue' saves the website, country and time zone. */
export function OrganizationDetailsStepForm(props: StepFormProps) {
  return (
    <OrganizationGate orgId={props.orgId}>
      {(organization) => <DetailsStep key={organization.id} organization={organization} {...props} />}
    </OrganizationGate>
  );
}

function DetailsStep({ organization, onBack, onSaved, labelledBy }: StepFormProps & { organization: OrganizationRecord }) {
  const [values, setValues] = useState<DetailsValues>(() => detailsValuesOf(organization));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const update = useUpdateOrganization(onSaved);
  const submit = () => {
    if (update.isPending) return;
    const found = detailsProblem(values, true);
    if (found) return reject(found, setProblem);
    setProblem(null);
    update.save({ organization_id: organization.id, ...toDetailsUpdate(values) });
  };
  return (
    <StepForm labelledBy={labelledBy} onSubmit={submit}>
      <DetailsFields
        values={values}
        onChange={(changes) => {
          setValues((current) => ({ ...current, ...changes }));
          setProblem(null);
        }}
        problem={problem}
        autoFocus
      />
      <StepButtons onBack={onBack} isPending={update.isPending} saveLabel="Save and continue" />
    </StepForm>
  );
}

/** Onboarding step 6 'Brand Identity': 'Save and finish' saves logo, colours and fonts, shown at once. */
export function BrandIdentityStepForm(props: StepFormProps) {
  return (
    <OrganizationGate orgId={props.orgId}>
      {(organization) => <BrandStep key={organization.id} organization={organization} {...props} />}
    </OrganizationGate>
  );
}

function BrandStep({ organization, onBack, onSaved, labelledBy }: StepFormProps & { organization: OrganizationRecord }) {
  const [values, setValues] = useState<BrandValues>(() => brandValuesOf(organization));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [isSendingLogo, setIsSendingLogo] = useState(false);
  const update = useUpdateOrganization(onSaved);
  const change = (changes: Partial<BrandValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblem(null);
  };
  const submit = () => {
    if (update.isPending) return;
    const found = brandProblem(values);
    if (found) return reject(found, setProblem);
    setProblem(null);
    const brandUpdate = toBrandUpdate(values, organization.company_logo_url);
    setIsSendingLogo(isUploadingLogo(brandUpdate));
    update.save({ organization_id: organization.id, ...brandUpdate });
  };
  return (
    <StepForm labelledBy={labelledBy} onSubmit={submit}>
      <BrandFields
        values={values}
        onChange={change}
        problem={problem}
        logo={
          <LogoField
            value={values.logo}
            onChange={(logo) => change({ logo })}
            isUploading={update.isPending && isSendingLogo}
            progress={update.progress}
          />
        }
      />
      <StepButtons onBack={onBack} isPending={update.isPending} saveLabel="Save and finish" />
    </StepForm>
  );
}
