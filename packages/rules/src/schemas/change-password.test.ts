import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createChangePasswordSchema } from './change-password';
import { itChecksFieldRules } from './field-rules.test-support';

const rules = {
  rulesRegex: '^(?=.*\\d)(?=.*[A-Z]).{12,}$',
  rulesText: 'Use 12+ characters with a digit and a capital.',
};
const schema = createChangePasswordSchema(rules);
const valid = { currentPassword: 'old', newPassword: 'Abcdefghijk1', confirmPassword: 'Abcdefghijk1' };
const errorsOf = (values: object, s = schema) => fieldErrorsSync(s, { ...valid, ...values });

describe('change password form', () => {
  itChecksFieldRules(schema, valid, {
    rejects: [
      ['Current password is required.', { currentPassword: '' }],
      ['Password is required.', { newPassword: '', confirmPassword: '' }],
      [
        rules.rulesText,
        { newPassword: 'Abcdefghij1', confirmPassword: 'Abcdefghij1' },
        { newPassword: 'abcdefghijk1', confirmPassword: 'abcdefghijk1' },
      ],
      ['Please confirm your password', { confirmPassword: '' }],
      ['Passwords must match', { confirmPassword: 'Abcdefghijk2' }],
    ],
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
});
