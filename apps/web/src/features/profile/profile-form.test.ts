import { describe, expect, it } from 'vitest';
import type { Profile } from '@roi/contract/administration';
import { FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE, profileProblem, profileValuesOf, toProfileEdit } from './profile-form';

const profile: Profile = {
  user_id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  role_id: 4,
  role_name: 'Admin',
  organization_id: 2,
  organization_name: 'Harbor City EDO',
  profile_image_url: '/uploads/profile/7.png',
};

describe('profile form', () => {
  it('asks for the first name, then the last name', () => {
    const values = profileValuesOf(profile);
    expect(profileProblem({ ...values, firstName: ' ', lastName: '' })?.message).toBe(FIRST_NAME_MESSAGE);
    expect(profileProblem({ ...values, lastName: ' ' })?.message).toBe(LAST_NAME_MESSAGE);
    expect(profileProblem(values)).toBeNull();
  });

  it('sends role and organisation unchanged and the picture as chosen', () => {
    const values = { ...profileValuesOf(profile), firstName: ' Ada ' };
    expect(toProfileEdit(profile, values)).toEqual({
      user_id: 7,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role_id: 4,
      organization_id: 2,
      base64_image: '/uploads/profile/7.png',
    });
    expect(toProfileEdit(profile, { ...values, picture: '' }).base64_image).toBe('');
  });
});
