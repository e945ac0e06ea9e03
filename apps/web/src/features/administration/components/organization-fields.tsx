import Typography from '@mui/material/Typography';
import { BrandFields } from '../../../components/organization-fields/brand-fields';
import { DetailsFields } from '../../../components/organization-fields/details-fields';
import { OrganizationNameField } from '../../../components/organization-fields/name-field';
import type { OrganizationFormProblem, OrganizationFormValues } from '../organization-form';

interface OrganizationFieldsProps {
  values: OrganizationFormValues;
  onChange: (changes: Partial<OrganizationFormValues>) => void;
  problem: OrganizationFormProblem | null;
  autoFocus?: boolean;
}

/** A client organisation as the agency creates and edits it: identity, location and brand (no logo). */
export function OrganizationFields({ values, onChange, problem, autoFocus }: OrganizationFieldsProps) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        Organization
      </Typography>
      <OrganizationNameField
        value={values.organizationName}
        onChange={(organizationName) => onChange({ organizationName })}
        problem={problem}
        autoFocus={autoFocus}
      />
      <DetailsFields values={values} onChange={onChange} problem={problem} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1.5 }}>
        Brand
      </Typography>
      <BrandFields values={values} onChange={onChange} problem={problem} />
    </>
  );
}
