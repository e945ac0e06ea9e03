import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { newPasswordProblem } from './password-policy.js';
import { isValidEmail, isValidPassword, signInProblem } from './validation.js';

describe('the email rule', () => {
  it.each(['a@b.co', 'first.last@agency.example.org', 'x+tag@d.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b.co ', `${'a'.repeat(250)}@b.co`])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('the password rule', () => {
  it.each(['Aa1@aaaa', 'Str0ng!Pass', `Aa1!${'b'.repeat(124)}`])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });
  it.each([
    ['too short', 'Aa1@aaa'],
    ['no uppercase', 'aa1@aaaa'],
    ['no lowercase', 'AA1@AAAA'],
    ['no digit', 'Aaa@aaaa'],
    ['no special', 'Aa1aaaaa'],
    ['a special outside @$!%*?&', 'Aa1#aaaa'],
    ['a space', 'Aa1@ aaaa'],
    ['past 128 characters', `Aa1!${'b'.repeat(125)}`],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
  it('refuses common passwords that meet the rule, in any case', () => {
    expect(newPasswordProblem('Password1!')).toBe(MESSAGES.commonPassword);
    expect(newPasswordProblem('PassWORD1!')).toBe(MESSAGES.commonPassword);
    expect(newPasswordProblem('Riverside!Growth7')).toBeNull();
  });
});

describe('the sign-in submit message', () => {
  it('names the invalid field, or both', () => {
    expect(signInProblem('not-an-email', 'Str0ng!Pass')).toBe('Please check provided email.');
    expect(signInProblem('a@b.co', 'weak')).toBe('Please check provided password.');
    expect(signInProblem('bad', 'weak')).toBe('Please check provided email and password.');
    expect(signInProblem('a@b.co', 'Str0ng!Pass')).toBeNull();
  });
});
