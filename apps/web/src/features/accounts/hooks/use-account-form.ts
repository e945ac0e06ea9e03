import { useState } from 'react';
import { showErrorToast } from '../../../components/error-toast';
import type { FieldProblem } from '../validation';

/**
 * The values of a form of text fields and the problem its last submit found. A problem shows as the error
 * toast and under its field until that field is edited.
 */
export function useAccountForm<Values extends { [Key in keyof Values]: string }>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);

  /** The props that tie a field to the form. */
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setProblem((current) => (current?.field === field ? null : current));
    },
    error: problem?.field === field ? problem.message : null,
  });

  /** Reports the problem found, if any; true when the form may be sent. */
  const accept = (found: FieldProblem<Field> | null): boolean => {
    setProblem(found);
    if (found) showErrorToast(found.message);
    return found === null;
  };

  const reset = () => {
    setValues(initial);
    setProblem(null);
  };

  return { values, bind, accept, reset };
}
