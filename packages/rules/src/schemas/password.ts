import { string } from 'yup';
import { PASSWORD_REGEX } from '../constants';
import { validationMessages } from '../messages';

const m = validationMessages.user;

/** The strength rule of the user form: 12+ characters, lower, upper, digit and special character. */
export const passwordStrengthField = () =>
  string().matches(PASSWORD_REGEX, { message: m.passwordTooWeak, excludeEmptyString: true });

/** Confirmation of the sibling field `passwordField`: required when `required` says so, and equal to it. */
export const confirmPasswordField = (passwordField: string, required: (password: string | undefined) => boolean) =>
  string()
    .test('required', m.confirmPasswordRequired, function (v) {
      const password = (this.parent as Record<string, string | undefined>)[passwordField];
      return !required(password) || !!v;
    })
    .test('match', m.passwordsMustMatch, function (v) {
      const password = (this.parent as Record<string, string | undefined>)[passwordField];
      return !v || v === password;
    });
