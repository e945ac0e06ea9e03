import { z } from 'zod';
import { envelopeWith } from './envelope.js';

/**
 * Where an organisation stands with its onboarding (docs/product/screens.md#onboarding-wizard-screen):
 * offered to an organisation made by sign-up until its admin finishes or dismisses it. Organisations the
 * agency creates, and those made before onboarding was offered, have none (null).
 */
export const ONBOARDING_STATES = ['offered', 'finished', 'dismissed'] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

export const onboardingStatusSchema = z.object({
  state: z.enum(ONBOARDING_STATES).nullable(),
  /** The caller may go through it (edits the organisation's settings): the others are never offered it. */
  can_complete: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
export const onboardingResponseSchema = envelopeWith({ data: onboardingStatusSchema });

/** How the onboarding ended: gone through, or put aside for good. */
export const onboardingEndRequestSchema = z.object({ state: z.enum(['finished', 'dismissed']) });
export type OnboardingEndRequest = z.infer<typeof onboardingEndRequestSchema>;
