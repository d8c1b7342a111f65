import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createLoginSchema } from './login';

const schema = createLoginSchema({
  environments: [
    { name: 'ROOT', samlMetadataUrl: '' },
    { name: 'Sales' },
    { name: 'Corp', samlMetadataUrl: 'https://idp.example.com/metadata' },
    { name: 'Domain', domain: 'example.com' },
  ],
});
const errorsOf = (values: object) => fieldErrorsSync(schema, values);

describe('login form', () => {
  it("requires username and password in a native environment: 'A username is required', 'A password is required'", () => {
    expect(errorsOf({ environment: 'Sales', username: '', password: '' })).toEqual({
      username: 'A username is required',
      password: 'A password is required',
    });
  });

  it('needs no credentials for SAML environments or environments with a domain', () => {
    expect(errorsOf({ environment: 'Corp' })).toEqual({});
    expect(errorsOf({ environment: 'Domain' })).toEqual({});
    // A username left in the disabled field (typed for another environment) is not checked either.
    expect(errorsOf({ environment: 'Corp', username: 'admin', password: '' })).toEqual({});
  });

  it("allows the admin username only in ROOT: 'Only the ROOT environment will support admin login'", () => {
    expect(errorsOf({ environment: 'Sales', username: 'admin', password: 'x' }).username).toBe(
      'Only the ROOT environment will support admin login',
    );
    expect(errorsOf({ environment: 'ROOT', username: 'admin', password: 'x' })).toEqual({});
  });
});
