import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createUserSchema } from './user';

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
  it('accepts a complete new user', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("requires a username on create: 'Username is required.'", () => {
    expect(errorsOf({ username: '' }).username).toBe('Username is required.');
  });

  it('limits the username to 25: "The \'Username\' cannot be longer than 25 characters."', () => {
    expect(errorsOf({ username: 'u'.repeat(25) }).username).toBeUndefined();
    expect(errorsOf({ username: 'u'.repeat(26) }).username).toBe("The 'Username' cannot be longer than 25 characters.");
  });

  it("reserves 'admin': 'Reserved username. Please choose a different one.'", () => {
    expect(errorsOf({ username: 'Admin' }).username).toBe('Reserved username. Please choose a different one.');
  });

  it("needs a username unique within the environment: 'User with this name already exists'", () => {
    expect(errorsOf({ username: 'ALICE' }).username).toBe('User with this name already exists');
  });

  it('limits the full name to 40: "The \'Full name\' cannot be longer than 40 characters."', () => {
    expect(errorsOf({ fullname: 'f'.repeat(41) }).fullname).toBe(
      "The 'Full name' cannot be longer than 40 characters.",
    );
  });

  it("checks the email: 'Email address is invalid.'", () => {
    expect(errorsOf({ email: 'bob@' }).email).toBe('Email address is invalid.');
    expect(errorsOf({ email: '' }).email).toBeUndefined();
  });

  it("requires a password on create: 'Password is required.'", () => {
    expect(errorsOf({ password: '', confirmPassword: '' }).password).toBe('Password is required.');
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

  it("needs the confirmation: 'Please confirm your password' and 'Passwords must match'", () => {
    expect(errorsOf({ confirmPassword: '' }).confirmPassword).toBe('Please confirm your password');
    expect(errorsOf({ confirmPassword: `${strong}x` }).confirmPassword).toBe('Passwords must match');
  });

  it("needs a group for role 'user': 'A user must be part of at least one group'", () => {
    expect(errorsOf({ groups: [] }).groups).toBe('A user must be part of at least one group');
    expect(errorsOf({ groups: [], role: 'appPublisher' }).groups).toBeUndefined();
    expect(errorsOf({ groups: [], role: 'admin' }).groups).toBeUndefined();
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
