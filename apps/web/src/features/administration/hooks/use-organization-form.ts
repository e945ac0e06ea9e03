import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import {
  findOrganizationProblem,
  type OrganizationField,
  type OrganizationFormProblem,
  type OrganizationFormValues,
} from '../organization-form';

/** The values of an organisation form and the problem its last submit found (shown until that field changes). */
export function useOrganizationForm(initial: OrganizationFormValues) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<OrganizationFormProblem | null>(null);

  const change = (field: OrganizationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? null : current));
  };

  /** True when the values may be sent; otherwise the problem is shown and toasted. */
  const validate = (): boolean => {
    const found = findOrganizationProblem(values);
    setProblem(found);
    if (found) showErrorToast(found.message);
    return found === null;
  };

  return { values, setValues, problem, change, validate };
}
