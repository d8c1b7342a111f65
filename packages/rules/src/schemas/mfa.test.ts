import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createMfaCodeSchema, mfaCodeValue } from './mfa';

const errorOf = (code: unknown) => fieldErrorsSync(createMfaCodeSchema(), { code }).code;

describe('MFA code', () => {
  it('accepts a six-digit code, also as text with a leading zero', () => {
    expect(errorOf('123456')).toBeUndefined();
    expect(errorOf('012345')).toBeUndefined();
    expect(errorOf(2147483647)).toBeUndefined();
  });

  it('reads a code typed with spaces, as authenticator apps show it, as the number it stands for', () => {
    expect(errorOf('123 456')).toBeUndefined();
    expect(errorOf(' 012 345 ')).toBeUndefined();
    expect(mfaCodeValue('123 456')).toBe(123456);
    expect(mfaCodeValue(' 012345')).toBe(12345);
  });

  it("must be numeric: 'Please enter a valid numeric verification code.'", () => {
    for (const text of ['12a456', '', '   ', '0x1A', '1e3', 'Infinity', '12-34']) {
      expect(errorOf(text)).toBe('Please enter a valid numeric verification code.');
    }
  });

  it("must be an integer: 'The verification code must be an integer.'", () => {
    expect(errorOf('12.5')).toBe('The verification code must be an integer.');
    expect(errorOf(12.5)).toBe('The verification code must be an integer.');
  });

  it("cannot be negative: 'The verification code cannot be negative.'", () => {
    expect(errorOf('-1')).toBe('The verification code cannot be negative.');
  });

  it("cannot exceed 2147483647: 'The verification code is too large.'", () => {
    expect(errorOf('2147483648')).toBe('The verification code is too large.');
  });
});
