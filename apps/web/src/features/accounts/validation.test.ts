import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError } from '../../lib/api-client';
import {
  changePasswordFailureMessage,
  checkCompanyDetails,
  normalizeWebsite,
  resetCodeProblem,
  resetEmailProblem,
  signupCodeProblem,
  validateChangePassword,
  validateInviteCompletion,
  validateResetPassword,
  validateSignup,
} from './validation';

const GOOD = 'Harbor!City7';
const COMMON = 'Password1!';

describe('validateInviteCompletion', () => {
  const valid = { firstName: 'Casey', lastName: 'Morgan', password: GOOD, confirmPassword: GOOD };

  it('accepts names and a matching password that follows the rule', () => {
    expect(validateInviteCompletion(valid)).toBeNull();
  });

  it('asks for both names first, whitespace counting as empty', () => {
    expect(validateInviteCompletion({ ...valid, firstName: '  ', password: '' })).toEqual({
      field: 'firstName',
      message: MESSAGES.enterAllFields,
    });
    expect(validateInviteCompletion({ ...valid, lastName: '' })?.field).toBe('lastName');
  });

  it('then the password rule, then a common password, then the confirmation', () => {
    expect(validateInviteCompletion({ ...valid, password: 'short', confirmPassword: 'other' })).toEqual({
      field: 'password',
      message: MESSAGES.provideValidPassword,
    });
    expect(validateInviteCompletion({ ...valid, password: COMMON, confirmPassword: COMMON })?.message).toBe(
      MESSAGES.commonPassword,
    );
    expect(validateInviteCompletion({ ...valid, confirmPassword: `${GOOD}x` })).toEqual({
      field: 'confirmPassword',
      message: MESSAGES.passwordsDoNotMatch,
    });
  });
});

describe('validateSignup', () => {
  const valid = {
    email: 'robin@harborcity.example',
    firstName: 'Robin',
    lastName: 'Okafor',
    organizationName: 'Harbor City Partnership',
    password: GOOD,
    confirmPassword: GOOD,
  };

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('asks for every field before anything else', () => {
    expect(validateSignup({ ...valid, email: 'bad', organizationName: ' ' })).toEqual({
      field: 'organizationName',
      message: MESSAGES.enterAllFields,
    });
    expect(validateSignup({ ...valid, confirmPassword: '' })?.message).toBe(MESSAGES.enterAllFields);
  });

  it('then the email, the password rule, a common password and the confirmation, in that order', () => {
    expect(validateSignup({ ...valid, email: 'robin@harbor', password: 'short' })).toEqual({
      field: 'email',
      message: MESSAGES.emailFormat,
    });
    expect(validateSignup({ ...valid, password: 'harborcity7!', confirmPassword: 'x' })?.message).toBe(
      MESSAGES.provideValidPassword,
    );
    expect(validateSignup({ ...valid, password: COMMON, confirmPassword: COMMON })?.message).toBe(MESSAGES.commonPassword);
    expect(validateSignup({ ...valid, confirmPassword: 'Harbor!City8' })?.message).toBe(MESSAGES.passwordsDoNotMatch);
  });

  it('takes an email with spaces around it', () => {
    expect(validateSignup({ ...valid, email: '  robin@harborcity.example ' })).toBeNull();
  });
});

describe('one-time codes', () => {
  it('wants exactly 4 digits for sign-up', () => {
    expect(signupCodeProblem('1234')).toBeNull();
    for (const code of ['', '123', '12345', '12a4', '１２３４']) expect(signupCodeProblem(code)).toBe(MESSAGES.checkSignupOtp);
  });

  it('wants exactly 6 digits for a password reset', () => {
    expect(resetCodeProblem('012345')).toBeNull();
    for (const code of ['12345', '1234567', '12345a', ' 12345']) expect(resetCodeProblem(code)).toBe(MESSAGES.checkResetOtp);
  });

  it('checks the reset address', () => {
    expect(resetEmailProblem(' jordan@agency.example ')).toBeNull();
    expect(resetEmailProblem('')).toBe(MESSAGES.emailFormat);
    expect(resetEmailProblem('jordan@agency')).toBe(MESSAGES.emailFormat);
  });
});

describe('validateResetPassword', () => {
  it('asks for both fields, then a match, then the rule', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({
      field: 'password',
      message: MESSAGES.providePassword,
    });
    expect(validateResetPassword({ password: 'short', confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: MESSAGES.providePassword,
    });
    expect(validateResetPassword({ password: 'short', confirmPassword: 'shorter' })?.message).toBe(
      MESSAGES.checkPasswordConfirmation,
    );
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' })).toEqual({
      field: 'password',
      message: MESSAGES.passwordRule,
    });
    expect(validateResetPassword({ password: COMMON, confirmPassword: COMMON })?.message).toBe(MESSAGES.commonPassword);
    expect(validateResetPassword({ password: GOOD, confirmPassword: GOOD })).toBeNull();
  });
});

describe('validateChangePassword', () => {
  const valid = { oldPassword: 'Taylor!First7', newPassword: 'Taylor!Second7', confirmPassword: 'Taylor!Second7' };

  it('accepts a new, confirmed password that follows the rule', () => {
    expect(validateChangePassword(valid)).toBeNull();
  });

  it('checks in the order of the form rule', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: 'x', confirmPassword: 'y' })?.message).toBe(
      MESSAGES.allFieldsRequired,
    );
    expect(validateChangePassword({ ...valid, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: MESSAGES.allFieldsRequired,
    });
    expect(validateChangePassword({ ...valid, newPassword: 'weak', confirmPassword: 'other' })).toEqual({
      field: 'newPassword',
      message: MESSAGES.passwordRule,
    });
    expect(validateChangePassword({ ...valid, newPassword: COMMON, confirmPassword: 'other' })?.message).toBe(
      MESSAGES.commonPassword,
    );
    expect(
      validateChangePassword({ oldPassword: valid.oldPassword, newPassword: valid.oldPassword, confirmPassword: 'other' })
        ?.message,
    ).toBe(MESSAGES.newPasswordSameAsOld);
    expect(validateChangePassword({ ...valid, confirmPassword: 'Taylor!Second8' })).toEqual({
      field: 'confirmPassword',
      message: MESSAGES.newPasswordMismatch,
    });
  });
});

describe('changePasswordFailureMessage', () => {
  it("shows the server's reason", () => {
    expect(changePasswordFailureMessage(new ApiError(400, MESSAGES.oldPasswordIncorrect))).toBe(
      MESSAGES.oldPasswordIncorrect,
    );
  });

  it("says 'Failed to change password.' when there is no reason", () => {
    expect(changePasswordFailureMessage(new ApiError(500, MESSAGES.somethingWentWrong))).toBe(MESSAGES.changePasswordFailed);
    expect(changePasswordFailureMessage('boom')).toBe(MESSAGES.changePasswordFailed);
  });
});

describe('company details', () => {
  const valid = { website: '', country: 'Canada', timezone: 'America/Los_Angeles' };

  it('sends the time zone value and an empty website as it is', () => {
    expect(checkCompanyDetails(valid)).toEqual({
      request: { website: '', country: 'Canada', timezone: 'America/Los_Angeles' },
      problem: null,
    });
  });

  it('puts https:// in front of a bare domain', () => {
    expect(normalizeWebsite(' harborcity.example ')).toBe('https://harborcity.example');
    expect(normalizeWebsite('http://harborcity.example')).toBe('http://harborcity.example');
    expect(checkCompanyDetails({ ...valid, website: 'harborcity.example' }).request?.website).toBe(
      'https://harborcity.example',
    );
  });

  it('refuses an address that is not a website, then a missing country or time zone', () => {
    expect(checkCompanyDetails({ ...valid, website: 'ftp://harborcity.example' }).problem?.field).toBe('website');
    expect(checkCompanyDetails({ ...valid, website: 'harborcity' }).problem?.field).toBe('website');
    expect(checkCompanyDetails({ ...valid, country: '' }).problem).toEqual({
      field: 'country',
      message: MESSAGES.enterAllFields,
    });
    expect(checkCompanyDetails({ ...valid, timezone: 'PST' }).problem?.field).toBe('timezone');
  });
});
