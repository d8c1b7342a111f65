import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createProfileSchema } from './profile';

describe('profile form', () => {
  it("limits the full name: 'Full name must be less than 40 characters.'", () => {
    expect(fieldErrorsSync(createProfileSchema(), { fullname: 'f'.repeat(40) })).toEqual({});
    expect(fieldErrorsSync(createProfileSchema(), { fullname: 'f'.repeat(41) }).fullname).toBe(
      'Full name must be less than 40 characters.',
    );
  });

  it("checks the email: 'Email address is invalid.'", () => {
    expect(fieldErrorsSync(createProfileSchema(), { email: 'not-an-email' }).email).toBe('Email address is invalid.');
  });
});
