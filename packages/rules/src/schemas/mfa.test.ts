import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createMfaCodeSchema } from './mfa';

const errorOf = (code: unknown) => fieldErrorsSync(createMfaCodeSchema(), { code }).code;

describe('MFA code', () => {
  it('accepts a six-digit code, also as text with a leading zero', () => {
    expect(errorOf('123456')).toBeUndefined();
    expect(errorOf('012345')).toBeUndefined();
    expect(errorOf(2147483647)).toBeUndefined();
  });

  it("must be numeric: 'Please enter a valid numeric verification code.'", () => {
    expect(errorOf('12a456')).toBe('Please enter a valid numeric verification code.');
    expect(errorOf('')).toBe('Please enter a valid numeric verification code.');
  });

  it("must be an integer: 'The verification code must be an integer.'", () => {
    expect(errorOf('12.5')).toBe('The verification code must be an integer.');
  });

  it("cannot be negative: 'The verification code cannot be negative.'", () => {
    expect(errorOf('-1')).toBe('The verification code cannot be negative.');
  });

  it("cannot exceed 2147483647: 'The verification code is too large.'", () => {
    expect(errorOf('2147483648')).toBe('The verification code is too large.');
  });
});
