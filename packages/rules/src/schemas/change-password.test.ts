import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createChangePasswordSchema } from './change-password';

const rules = {
  rulesRegex: '^(?=.*\\d)(?=.*[A-Z]).{12,}$',
  rulesText: 'Use 12+ characters with a digit and a capital.',
};
const schema = createChangePasswordSchema(rules);
const valid = { currentPassword: 'old', newPassword: 'Abcdefghijk1', confirmPassword: 'Abcdefghijk1' };
const errorsOf = (values: object, s = schema) => fieldErrorsSync(s, { ...valid, ...values });

describe('change password form', () => {
  it('accepts a password matching the server rules', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("requires the current password: 'Current password is required.'", () => {
    expect(errorsOf({ currentPassword: '' }).currentPassword).toBe('Current password is required.');
  });

  it("requires the new password: 'Password is required.'", () => {
    expect(errorsOf({ newPassword: '', confirmPassword: '' }).newPassword).toBe('Password is required.');
  });

  it("shows the server's rules text when the new password is short or does not match the regex", () => {
    expect(errorsOf({ newPassword: 'Abcdefghij1', confirmPassword: 'Abcdefghij1' }).newPassword).toBe(rules.rulesText);
    expect(errorsOf({ newPassword: 'abcdefghijk1', confirmPassword: 'abcdefghijk1' }).newPassword).toBe(
      rules.rulesText,
    );
  });

  it('keeps the 12-character minimum even when the server regex is looser', () => {
    const loose = createChangePasswordSchema({ rulesRegex: '.+', rulesText: 'Anything goes.' });
    expect(errorsOf({ newPassword: 'short', confirmPassword: 'short' }, loose).newPassword).toBe('Anything goes.');
  });

  it('falls back to the user-form rule without usable server rules', () => {
    const fallback = createChangePasswordSchema({ rulesRegex: '(', rulesText: '' });
    expect(errorsOf({ newPassword: 'abcdefghijk1', confirmPassword: 'abcdefghijk1' }, fallback).newPassword).toBe(
      'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
    );
  });

  it('needs a matching confirmation', () => {
    expect(errorsOf({ confirmPassword: '' }).confirmPassword).toBe('Please confirm your password');
    expect(errorsOf({ confirmPassword: 'Abcdefghijk2' }).confirmPassword).toBe('Passwords must match');
  });
});
