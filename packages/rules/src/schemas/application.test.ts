import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createApplicationSchema, isExistingAppName } from './application';
import { itChecksFieldRules } from './field-rules.test-support';

const publish = createApplicationSchema({ mode: 'publish', existingApps: [{ name: 'Planner', version: '1.0' }] });
const valid = { name: 'Planner', version: '2.0', description: 'Plans', file: { name: 'planner.aimmspack', size: 10 } };
const errorsOf = (values: object, schema = publish) => fieldErrorsSync(schema, { ...valid, ...values });

describe('application publish form', () => {
  itChecksFieldRules(publish, valid, {
    accepts: [
      ['a name with spaces, digits, hyphens and underscores', { name: '9 Lives-app_x' }],
      ['a version of 25 characters', { version: '1'.repeat(25) }],
      ['a description of 255 characters', { description: 'd'.repeat(255) }],
      ['an upper-case .AIMMSPACK given as filename', { file: { filename: 'Planner.AIMMSPACK' } }],
      // Names and versions are sent trimmed, and the rules apply to what is sent.
      ['a name and version with surrounding spaces', { name: ' app ', version: ' 1.0 ' }],
      ['a version of 25 characters and spaces around it', { version: ` ${'1'.repeat(25)} ` }],
      ['the aimmspack as a file name', { file: 'planner.aimmspack' }],
    ],
    rejects: [
      ['Application name is required', { name: '' }, { name: '   ' }],
      ['App name must start with a letter or digit', { name: '_app' }],
      ['Application version is required', { version: '' }, { version: '  ' }],
      ['Version must be less than 25 characters', { version: '1'.repeat(26) }],
      ['App version contains invalid characters', { version: '1.0+beta' }],
      ['App version must start with a letter or digit', { version: '-1.0' }],
      ['Description must be less than 255 characters.', { description: 'd'.repeat(256) }],
      ['An aimmspack file is required', { file: undefined }, { file: null }],
      ['The file needs to have the .aimmspack extension.', { file: { name: 'planner.zip' } }],
    ],
  });

  it.each(['/', '\\', '*', ':', '<', '>', '?', '"', '|', '@', ';', ',', "'", '!', '^', '#', '$', '%', '+'])(
    "rejects %s in the app name: 'App name contains invalid characters'",
    (char) => {
      expect(errorsOf({ name: `My${char}App` }).name).toBe('App name contains invalid characters');
    },
  );

  it("rejects a version already published for the name, ignoring case: 'Application with this version is already published'", () => {
    expect(errorsOf({ name: 'planner', version: '1.0' }).version).toBe(
      'Application with this version is already published',
    );
    expect(errorsOf({ name: 'Other', version: '1.0' }).version).toBeUndefined();
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

  it("renames with the app name rules, refusing another application's name in any case but not its own", () => {
    const rename = createApplicationSchema({
      mode: 'edit',
      currentName: 'Planner',
      existingApps: [
        { name: 'Planner', version: '1.0' },
        { name: 'Router', version: '2.0' },
      ],
    });
    expect(fieldErrorsSync(rename, { name: 'Route planner' })).toEqual({});
    expect(fieldErrorsSync(rename, { name: 'PLANNER' })).toEqual({});
    expect(fieldErrorsSync(rename, { name: 'router' })).toEqual({
      name: 'Another application already has this name',
    });
    expect(fieldErrorsSync(rename, { name: '' })).toEqual({ name: 'Application name is required' });
    expect(fieldErrorsSync(rename, { name: 'a/b' })).toEqual({ name: 'App name contains invalid characters' });
    expect(fieldErrorsSync(rename, { name: '-ab' })).toEqual({ name: 'App name must start with a letter or digit' });
  });

  it('checks only name, description, category and icon', () => {
    expect(fieldErrorsSync(edit, { description: 'x' })).toEqual({});
    expect(fieldErrorsSync(edit, { icon: 'logo.bmp', description: 'x'.repeat(256) })).toEqual({
      description: 'Description must be less than 255 characters.',
      icon: 'The icon needs to have the .jpg, .jpeg, .jfif, .gif or .png extension.',
    });
  });
});
