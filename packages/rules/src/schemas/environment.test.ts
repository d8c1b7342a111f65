import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createEnvironmentSchema, trimEnvironmentValues } from './environment';

const schema = createEnvironmentSchema({ existingNames: ['ROOT', 'Sales', 'Plants'], currentName: 'Plants' });
const errorsOf = (values: object) => fieldErrorsSync(schema, { name: 'Research', ...values });

describe('environment form', () => {
  it('accepts a new name with a description and a linked URL', () => {
    expect(errorsOf({ description: 'R&D', samlMetadataUrl: 'https://idp.example.com/metadata' })).toEqual({});
    expect(errorsOf({ samlMetadataUrl: 'http://localhost:8080/saml/metadata' })).toEqual({});
  });

  it("requires a name: 'Environment name is required.'", () => {
    expect(errorsOf({ name: '' }).name).toBe('Environment name is required.');
  });

  it("limits the name to 40: 'Name should be less than 40 characters.'", () => {
    expect(errorsOf({ name: 'e'.repeat(40) }).name).toBeUndefined();
    expect(errorsOf({ name: 'e'.repeat(41) }).name).toBe('Name should be less than 40 characters.');
  });

  it("needs a unique name, ignoring case: 'Environment with this name already exists'", () => {
    expect(errorsOf({ name: 'sales' }).name).toBe('Environment with this name already exists');
    expect(errorsOf({ name: 'Plants' }).name).toBeUndefined();
  });

  it("rejects reserved names (ROOT and NamedUsers, any case): 'Reserved environment name. Please choose a different one.'", () => {
    expect(errorsOf({ name: 'root' }).name).toBe('Reserved environment name. Please choose a different one.');
    expect(errorsOf({ name: ' Root ' }).name).toBe('Reserved environment name. Please choose a different one.');
    expect(errorsOf({ name: 'namedusers' }).name).toBe('Reserved environment name. Please choose a different one.');
  });

  it("allows only word characters, spaces and hyphens: 'The input contains invalid characters'", () => {
    expect(errorsOf({ name: 'North-West region_2' }).name).toBeUndefined();
    expect(errorsOf({ name: 'North/West' }).name).toBe('The input contains invalid characters');
    expect(errorsOf({ name: 'Nörd' }).name).toBe('The input contains invalid characters');
  });

  it("limits the description to 255: 'Description should be less than 255 characters.'", () => {
    expect(errorsOf({ description: 'd'.repeat(256) }).description).toBe(
      'Description should be less than 255 characters.',
    );
  });

  it("checks the linked URL only when given: 'When provided, this has to be a valid URL.'", () => {
    expect(errorsOf({ samlMetadataUrl: '' }).samlMetadataUrl).toBeUndefined();
    expect(errorsOf({ samlMetadataUrl: 'idp.example.com' }).samlMetadataUrl).toBe(
      'When provided, this has to be a valid URL.',
    );
    expect(errorsOf({ samlMetadataUrl: 'https://exa mple.com' }).samlMetadataUrl).toBe(
      'When provided, this has to be a valid URL.',
    );
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
