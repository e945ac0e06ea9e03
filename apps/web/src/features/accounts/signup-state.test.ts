import { describe, expect, it } from 'vitest';
import { readExpiresAt, readSignupDetails } from './signup-state';

describe('readSignupDetails', () => {
  it('reads the details router state carries', () => {
    const state = {
      email: 'robin@harborcity.example',
      firstName: 'Robin',
      lastName: 'Okafor',
      organizationName: 'HCP',
      from: '/x',
    };
    expect(readSignupDetails(state)).toEqual({
      email: 'robin@harborcity.example',
      firstName: 'Robin',
      lastName: 'Okafor',
      organizationName: 'HCP',
    });
  });

  it('needs an email, and fills in what else is missing', () => {
    expect(readSignupDetails(null)).toBeNull();
    expect(readSignupDetails({ firstName: 'Robin' })).toBeNull();
    expect(readSignupDetails({ email: '' })).toBeNull();
    expect(readSignupDetails({ email: 'a@b.co', firstName: 7 })).toEqual({
      email: 'a@b.co',
      firstName: '',
      lastName: '',
      organizationName: '',
    });
  });
});

describe('readExpiresAt', () => {
  it('reads a finite time only', () => {
    expect(readExpiresAt({ expiresAt: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(readExpiresAt({ expiresAt: '1700000000000' })).toBeNull();
    expect(readExpiresAt({ expiresAt: Number.NaN })).toBeNull();
    expect(readExpiresAt(undefined)).toBeNull();
  });
});
