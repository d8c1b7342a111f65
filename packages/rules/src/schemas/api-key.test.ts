import { describe, expect, it } from '@jest/globals';
import { defaultApiKeyExpiration } from '../dates';
import { fieldErrorsSync } from '../validation';
import { createApiKeySchema } from './api-key';
import { itChecksFieldRules } from './field-rules.test-support';

const today = '2026-11-22';
const schema = createApiKeySchema({ existingNames: ['ci'], today });
const valid = { keyName: 'deploy', expirationDate: '2027-01-31', scopes: ['apps:read'] };
const badDate = 'Expiration date must be in the valid format YYYY-MM-DD.';
const noScope = 'At least one key scope must be selected.';

describe('API key form', () => {
  itChecksFieldRules(schema, valid, {
    accepts: [
      ['scopes given as objects', { scopes: [{ scope: 'apps:read' }] }],
      ['a name of 25 characters', { keyName: 'k'.repeat(25) }],
      ['an expiration date of today', { expirationDate: today }],
      ['an expiration date one year from today', { expirationDate: '2027-11-22' }],
    ],
    rejects: [
      ['Key name is required.', { keyName: '' }],
      ['Key name must be less than 25 characters.', { keyName: 'k'.repeat(26) }],
      ['Key name must be unique.', { keyName: 'CI' }],
      ['Expiration date is required.', { expirationDate: '' }],
      [
        badDate,
        { expirationDate: '22-11-2027' },
        { expirationDate: '2027/01/31' },
        { expirationDate: '2027-02-30' },
        { expirationDate: '2027-1-5' },
      ],
      ['Expiration date cannot be in the past.', { expirationDate: '2026-11-21' }],
      ['Expiration date cannot be more than one year in the future.', { expirationDate: '2027-11-23' }],
      [noScope, { scopes: [] }, { scopes: undefined }],
    ],
  });

  it('defaults to one year from today, which is valid', () => {
    expect(defaultApiKeyExpiration(today)).toBe('2027-11-22');
    expect(fieldErrorsSync(schema, { ...valid, expirationDate: defaultApiKeyExpiration(today) })).toEqual({});
  });
});
