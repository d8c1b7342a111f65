import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createUserSchema } from './user';
import { itChecksFieldRules } from './field-rules.test-support';

const strong = 'Str0ng&Secret';
const create = createUserSchema({ mode: 'create', existingUsernames: ['alice'] });
const valid = {
  username: 'bob',
  fullname: 'Bob B',
  email: 'bob@example.com',
  password: strong,
  confirmPassword: strong,
  role: 'user',
  groups: [257],
};
const errorsOf = (values: object, schema = create) => fieldErrorsSync(schema, { ...valid, ...values });

describe('user form', () => {
  itChecksFieldRules(create, valid, {
    accepts: [
      ['a username of 25 characters', { username: 'u'.repeat(25) }],
      ['no email', { email: '' }],
      ['no group for an app publisher', { groups: [], role: 'appPublisher' }],
      ['no group for an administrator', { groups: [], role: 'admin' }],
    ],
    rejects: [
      ['Username is required.', { username: '' }],
      ["The 'Username' cannot be longer than 25 characters.", { username: 'u'.repeat(26) }],
      ['Reserved username. Please choose a different one.', { username: 'Admin' }],
      ['User with this name already exists', { username: 'ALICE' }],
      ["The 'Full name' cannot be longer than 40 characters.", { fullname: 'f'.repeat(41) }],
      ['Email address is invalid.', { email: 'bob@' }],
      ['Password is required.', { password: '', confirmPassword: '' }],
      ['Please confirm your password', { confirmPassword: '' }],
      ['Passwords must match', { confirmPassword: `${strong}x` }],
      ['A user must be part of at least one group', { groups: [] }],
    ],
  });

  it.each([
    ['too short', 'Sh0rt&pass'],
    ['no lower case', 'STR0NG&SECRET'],
    ['no upper case', 'str0ng&secret'],
    ['no digit', 'Strong&Secret'],
    ['no special character', 'Str0ngSecret1'],
  ])('rejects a weak password (%s)', (_, password) => {
    expect(errorsOf({ password, confirmPassword: password }).password).toBe(
      'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
    );
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts the special character %s', (char) => {
    const password = `Str0ngSecret${char}`;
    expect(errorsOf({ password, confirmPassword: password }).password).toBeUndefined();
  });

  it.each(['<b>x</b>', 'a<b', 'o"neil', "o'neil", 'r&d', 'a/b', 'a\\b'])(
    'refuses the username %j with the rule named at the field',
    (username) => {
      expect(fieldErrorsSync(create, { ...valid, username }).username).toBe(
        `The 'Username' cannot contain < > " ' & / or \\.`,
      );
    },
  );

  it.each(['bob.smith', 'ann@example.com', 'j_doe-2', 'Zoë'])('accepts the username %j', (username) => {
    expect(fieldErrorsSync(create, { ...valid, username }).username).toBeUndefined();
  });

  it('does not need a group when the user is created inside a group', () => {
    const inGroup = createUserSchema({ mode: 'create', inGroupContext: true });
    expect(errorsOf({ groups: [] }, inGroup).groups).toBeUndefined();
  });

  it('on edit, keeps the own name and leaves the password optional', () => {
    const edit = createUserSchema({ mode: 'edit', existingUsernames: ['alice', 'bob'], currentUsername: 'bob' });
    expect(errorsOf({ password: '', confirmPassword: '' }, edit)).toEqual({});
    expect(errorsOf({ password: 'weak', confirmPassword: 'weak' }, edit).password).toBe(
      'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
    );
    expect(errorsOf({ confirmPassword: '' }, edit).confirmPassword).toBe('Please confirm your password');
    expect(errorsOf({ username: 'alice' }, edit).username).toBe('User with this name already exists');
  });
});
