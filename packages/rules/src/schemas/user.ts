import { array, mixed, number, object, string } from 'yup';
import { MAX_LENGTH, RESERVED_USERNAME } from '../constants';
import { formatMessages, USERNAME_CONTRACT_PATTERN } from '../format-rules';
import { validationMessages } from '../messages';
import { ROLES, type Role } from '../roles';
import { includesName, normalizeName, otherNames } from '../text';
import { confirmPasswordField, passwordStrengthField } from './password';

const m = validationMessages.user;

export interface UserSchemaOptions {
  mode: 'create' | 'edit';
  /** Usernames already in the environment; compared trimmed and case-insensitively. */
  existingUsernames?: readonly string[];
  /** Edit mode: the user's own name, which it may keep. */
  currentUsername?: string;
  /** Created from inside a group: that group is added, so the at-least-one-group rule does not apply. */
  inGroupContext?: boolean;
}

export interface UserFormValues {
  username: string;
  fullname?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  role?: Role;
  /** Entity ids of the user's groups. */
  groups?: number[];
}

/** Create/edit user. Field names follow the users API body (username, fullname, email, password). */
export const createUserSchema = ({
  mode,
  existingUsernames = [],
  currentUsername,
  inGroupContext = false,
}: UserSchemaOptions) => {
  const creating = mode === 'create';
  const taken = otherNames(existingUsernames, currentUsername);
  const username = string()
    .trim()
    .max(MAX_LENGTH.username, m.usernameTooLong)
    .matches(new RegExp(USERNAME_CONTRACT_PATTERN), formatMessages.usernameCharacters);
  return object({
    username: (creating ? username.required(m.usernameRequired) : username)
      .test(
        'reserved',
        m.usernameReserved,
        (v) => !v || normalizeName(v) !== RESERVED_USERNAME || normalizeName(v) === normalizeName(currentUsername),
      )
      .test('unique', m.usernameNotUnique, (v) => !v || !includesName(taken, v)),
    fullname: string().max(MAX_LENGTH.fullName, m.fullNameTooLong),
    email: string().trim().email(m.emailInvalid),
    password: creating ? passwordStrengthField().required(m.passwordRequired) : passwordStrengthField(),
    confirmPassword: confirmPasswordField('password', (password) => creating || !!password),
    role: mixed<Role>().oneOf([...ROLES]),
    groups: array(number().required()).test('at-least-one', m.groupRequired, function (groups) {
      const role = (this.parent as UserFormValues).role ?? 'user';
      return inGroupContext || role !== 'user' || (groups?.length ?? 0) > 0;
    }),
  });
};
