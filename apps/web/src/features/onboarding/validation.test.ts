import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import { ONBOARDING_MESSAGES } from './messages';
import { credentialsProblem } from './validation';

describe('onboarding step 2 checks, in the spec order', () => {
  it('1. both empty (after trimming)', () => {
    expect(credentialsProblem('  ', ' ')).toEqual({ field: 'email', message: 'Please enter email and password.' });
  });

  it('2. email empty', () => {
    expect(credentialsProblem('', 'secret')?.message).toBe('Please enter your email.');
  });

  it('3. bad email format comes before an empty password', () => {
    expect(credentialsProblem('not-an-email', '')?.message).toBe(MESSAGES.emailFormat);
    expect(MESSAGES.emailFormat).toBe('Please enter a valid email address.');
  });

  it('4. password empty', () => {
    expect(credentialsProblem(' ada@example.org ', '   ')).toEqual({ field: 'password', message: 'Please enter your password.' });
  });

  it('5. passes with both given', () => {
    expect(credentialsProblem('ada@example.org', 'secret')).toBeNull();
    expect(ONBOARDING_MESSAGES.step2Confirmed).toBe('Signup Step 2 Confirmed!');
  });
});
