/** The onboarding wizard's step-2 messages that the contract's MESSAGES does not carry. */
export const ONBOARDING_MESSAGES = {
  enterEmailAndPassword: 'Please enter email and password.',
  enterEmail: 'Please enter your email.',
  enterPassword: 'Please enter your password.',
  step2Confirmed: 'Signup Step 2 Confirmed!',
} as const;
