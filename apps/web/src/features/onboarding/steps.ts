import { PATHS } from '../../lib/paths';

export const ONBOARDING_STEP_COUNT = 6;

/** The address's `step` parameter: the step shown, so that a reload or LinkedIn's return lands on it. */
export const STEP_PARAM = 'step';

/** The step to show: the address's when it names one of the six, else the first. */
export function stepOf(param: string | null): number {
  const step = Number(param);
  return Number.isInteger(step) && step >= 1 && step <= ONBOARDING_STEP_COUNT ? step : 1;
}

/** The onboarding's address at a step. */
export function onboardingPath(step: number): string {
  return `${PATHS.onboarding}?${STEP_PARAM}=${step}`;
}
