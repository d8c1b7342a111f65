import { describe, expect, it } from '@jest/globals';
import { defaultApiKeyExpiration } from '../dates';
import { fieldErrorsSync } from '../validation';
import { createApiKeySchema } from './api-key';

const today = '2026-11-22';
const schema = createApiKeySchema({ existingNames: ['ci'], today });
const valid = { keyName: 'deploy', expirationDate: '2027-01-31', scopes: ['apps:read'] };
const errorsOf = (values: object) => fieldErrorsSync(schema, { ...valid, ...values });

describe('API key form', () => {
  it('accepts a key expiring within a year', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ scopes: [{ scope: 'apps:read' }] })).toEqual({});
  });

  it("requires a name: 'Key name is required.'", () => {
    expect(errorsOf({ keyName: '' }).keyName).toBe('Key name is required.');
  });

  it("limits the name to 25: 'Key name must be less than 25 characters.'", () => {
    expect(errorsOf({ keyName: 'k'.repeat(25) }).keyName).toBeUndefined();
    expect(errorsOf({ keyName: 'k'.repeat(26) }).keyName).toBe('Key name must be less than 25 characters.');
  });

  it("needs a unique name: 'Key name must be unique.'", () => {
    expect(errorsOf({ keyName: 'CI' }).keyName).toBe('Key name must be unique.');
  });

  it("requires an expiration date: 'Expiration date is required.'", () => {
    expect(errorsOf({ expirationDate: '' }).expirationDate).toBe('Expiration date is required.');
  });

  it("needs YYYY-MM-DD: 'Expiration date must be in the valid format YYYY-MM-DD.'", () => {
    for (const date of ['22-11-2027', '2027/01/31', '2027-02-30', '2027-1-5']) {
      expect(errorsOf({ expirationDate: date }).expirationDate).toBe(
        'Expiration date must be in the valid format YYYY-MM-DD.',
      );
    }
  });

  it("cannot be in the past: 'Expiration date cannot be in the past.'", () => {
    expect(errorsOf({ expirationDate: '2026-11-21' }).expirationDate).toBe('Expiration date cannot be in the past.');
    expect(errorsOf({ expirationDate: today }).expirationDate).toBeUndefined();
  });

  it("cannot be more than a year ahead: 'Expiration date cannot be more than one year in the future.'", () => {
    expect(errorsOf({ expirationDate: '2027-11-22' }).expirationDate).toBeUndefined();
    expect(errorsOf({ expirationDate: '2027-11-23' }).expirationDate).toBe(
      'Expiration date cannot be more than one year in the future.',
    );
  });

  it('defaults to one year from today, which is valid', () => {
    expect(defaultApiKeyExpiration(today)).toBe('2027-11-22');
    expect(errorsOf({ expirationDate: defaultApiKeyExpiration(today) })).toEqual({});
  });

  it("needs a scope: 'At least one key scope must be selected.'", () => {
    expect(errorsOf({ scopes: [] }).scopes).toBe('At least one key scope must be selected.');
    expect(errorsOf({ scopes: undefined }).scopes).toBe('At least one key scope must be selected.');
  });
});
