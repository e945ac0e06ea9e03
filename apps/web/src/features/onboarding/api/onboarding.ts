import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { OnboardingEndRequest, OnboardingStatus } from '@roi/contract/onboarding';
import { call } from '../../../lib/call';

export const onboardingKey = ['onboarding'] as const;

/** Where the signed-in user's organisation stands with its onboarding, and whether they may go through it. */
export async function getOnboarding(signal?: AbortSignal): Promise<OnboardingStatus> {
  return (await call(organizationEndpoints.onboarding, { signal })).data;
}

/** Ends the organisation's onboarding, finished or dismissed: it is not offered again. */
export async function endOnboarding(request: OnboardingEndRequest): Promise<OnboardingStatus> {
  return (await call(organizationEndpoints.onboardingEnd, { body: request })).data;
}
