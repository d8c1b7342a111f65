import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createApplicationSchema, isExistingAppName } from './application';

const publish = createApplicationSchema({ mode: 'publish', existingApps: [{ name: 'Planner', version: '1.0' }] });
const valid = { name: 'Planner', version: '2.0', description: 'Plans', file: { name: 'planner.aimmspack', size: 10 } };
const errorsOf = (values: object, schema = publish) => fieldErrorsSync(schema, { ...valid, ...values });

describe('application publish form', () => {
  it('accepts a complete new version', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("requires the app name: 'Application name is required'", () => {
    expect(errorsOf({ name: '' }).name).toBe('Application name is required');
  });

  it.each(['/', '\\', '*', ':', '<', '>', '?', '"', '|', '@', ';', ',', "'", '!', '^', '#', '$', '%', '+'])(
    "rejects %s in the app name: 'App name contains invalid characters'",
    (char) => {
      expect(errorsOf({ name: `My${char}App` }).name).toBe('App name contains invalid characters');
    },
  );

  it("needs the app name to start with a letter or digit: 'App name must start with a letter or digit'", () => {
    expect(errorsOf({ name: '_app' }).name).toBe('App name must start with a letter or digit');
    expect(errorsOf({ name: ' app' }).name).toBe('App name must start with a letter or digit');
    expect(errorsOf({ name: '9 Lives-app_x' }).name).toBeUndefined();
  });

  it("requires the version: 'Application version is required'", () => {
    expect(errorsOf({ version: '' }).version).toBe('Application version is required');
  });

  it("limits the version to 25 characters: 'Version must be less than 25 characters'", () => {
    expect(errorsOf({ version: '1'.repeat(25) }).version).toBeUndefined();
    expect(errorsOf({ version: '1'.repeat(26) }).version).toBe('Version must be less than 25 characters');
  });

  it("applies the name's character rules to the version with the label 'App version'", () => {
    expect(errorsOf({ version: '1.0+beta' }).version).toBe('App version contains invalid characters');
    expect(errorsOf({ version: '-1.0' }).version).toBe('App version must start with a letter or digit');
  });

  it("rejects a version already published for the name, ignoring case: 'Application with this version is already published'", () => {
    expect(errorsOf({ name: 'planner', version: '1.0' }).version).toBe(
      'Application with this version is already published',
    );
    expect(errorsOf({ name: 'Other', version: '1.0' }).version).toBeUndefined();
  });

  it("limits the description to 255: 'Description must be less than 255 characters.'", () => {
    expect(errorsOf({ description: 'd'.repeat(255) }).description).toBeUndefined();
    expect(errorsOf({ description: 'd'.repeat(256) }).description).toBe(
      'Description must be less than 255 characters.',
    );
  });

  it('accepts jpg, jpeg, jfif, gif and png icons and names them in the message', () => {
    for (const ext of ['jpg', 'jpeg', 'jfif', 'gif', 'PNG']) {
      expect(errorsOf({ icon: { name: `icon.${ext}` } }).icon).toBeUndefined();
    }
    expect(errorsOf({ icon: { name: 'icon.svg' } }).icon).toBe(
      'The icon needs to have the .jpg, .jpeg, .jfif, .gif or .png extension.',
    );
    expect(errorsOf({ icon: null }).icon).toBeUndefined();
  });

  it("requires the aimmspack file: 'An aimmspack file is required'", () => {
    expect(errorsOf({ file: undefined }).file).toBe('An aimmspack file is required');
    expect(errorsOf({ file: null }).file).toBe('An aimmspack file is required');
  });

  it("requires the .aimmspack extension: 'The file needs to have the .aimmspack extension.'", () => {
    expect(errorsOf({ file: { name: 'planner.zip' } }).file).toBe('The file needs to have the .aimmspack extension.');
    expect(errorsOf({ file: { filename: 'Planner.AIMMSPACK' } }).file).toBeUndefined();
    expect(errorsOf({ file: 'planner.aimmspack' }).file).toBeUndefined();
  });

  it('suggests updating (a warning, not an error) when the name already exists', () => {
    expect(isExistingAppName([{ name: 'Planner', version: '1.0' }], 'planner ')).toBe(true);
    expect(isExistingAppName([{ name: 'Planner', version: '1.0' }], 'Scheduler')).toBe(false);
  });
});

describe('application update form', () => {
  const update = createApplicationSchema({
    mode: 'update',
    currentVersion: '1.0',
    existingApps: [
      { name: 'Planner', version: '1.0' },
      { name: 'Planner', version: '1.1' },
    ],
  });

  it("needs a new version: 'Please update the app version when updating the app'", () => {
    expect(errorsOf({ version: '1.0' }, update).version).toBe('Please update the app version when updating the app');
  });

  it('still rejects another version that exists already', () => {
    expect(errorsOf({ version: '1.1' }, update).version).toBe('Application with this version is already published');
    expect(errorsOf({ version: '1.2' }, update)).toEqual({});
  });

  it('accepts only the three publish behaviours', () => {
    expect(errorsOf({ version: '1.2', publishBehavior: 1 }, update)).toEqual({});
    expect(errorsOf({ version: '1.2', publishBehavior: 3 }, update).publishBehavior).toBeDefined();
  });
});

describe('application edit form', () => {
  const edit = createApplicationSchema({ mode: 'edit' });

  it('checks only description, category and icon', () => {
    expect(fieldErrorsSync(edit, { description: 'x' })).toEqual({});
    expect(fieldErrorsSync(edit, { icon: 'logo.bmp', description: 'x'.repeat(256) })).toEqual({
      description: 'Description must be less than 255 characters.',
      icon: 'The icon needs to have the .jpg, .jpeg, .jfif, .gif or .png extension.',
    });
  });
});
