import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createEnvironmentSchema, trimEnvironmentValues } from './environment';
import { itChecksFieldRules } from './field-rules.test-support';

const schema = createEnvironmentSchema({ existingNames: ['ROOT', 'Sales', 'Plants'], currentName: 'Plants' });
const valid = { name: 'Research' };
const errorsOf = (values: object) => fieldErrorsSync(schema, { ...valid, ...values });

describe('environment form', () => {
  it('accepts a new name with a description and a linked URL', () => {
    expect(errorsOf({ description: 'R&D', samlMetadataUrl: 'https://idp.example.com/metadata' })).toEqual({});
    expect(errorsOf({ samlMetadataUrl: 'http://localhost:8080/saml/metadata' })).toEqual({});
  });

  itChecksFieldRules(schema, valid, {
    accepts: [
      ['a name of 40 characters', { name: 'e'.repeat(40) }],
      ['its own name when editing', { name: 'Plants' }],
      ['word characters, spaces and hyphens', { name: 'North-West region_2' }],
      ['no linked URL', { samlMetadataUrl: '' }],
    ],
    rejects: [
      ['Environment name is required.', { name: '' }],
      ['Name should be less than 40 characters.', { name: 'e'.repeat(41) }],
      ['Environment with this name already exists', { name: 'sales' }],
      [
        'Reserved environment name. Please choose a different one.',
        { name: 'root' },
        { name: ' Root ' },
        { name: 'namedusers' },
      ],
      ['The input contains invalid characters', { name: 'North/West' }, { name: 'Nörd' }],
      ['Description should be less than 255 characters.', { description: 'd'.repeat(256) }],
      [
        'When provided, this has to be a valid URL.',
        { samlMetadataUrl: 'idp.example.com' },
        { samlMetadataUrl: 'https://exa mple.com' },
      ],
    ],
  });

  it('sends trimmed values', () => {
    expect(
      trimEnvironmentValues({ name: ' Research ', description: ' R&D ', samlMetadataUrl: ' ', isDefault: true }),
    ).toEqual({
      name: 'Research',
      description: 'R&D',
      samlMetadataUrl: '',
      isDefault: true,
    });
    expect(schema.validateSync({ name: ' Research ' }).name).toBe('Research');
  });
});
