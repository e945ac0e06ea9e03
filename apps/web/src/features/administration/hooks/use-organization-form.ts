import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import { findOrganizationProblem, type OrganizationFormProblem, type OrganizationFormValues } from '../organization-form';

/** The values of an organisation form and the problem its last submit found (shown until that field changes). */
export function useOrganizationForm(initial: OrganizationFormValues) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<OrganizationFormProblem | null>(null);

  const change = (changes: Partial<OrganizationFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblem((current) => (current && current.field in changes ? null : current));
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
