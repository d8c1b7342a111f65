import { object, string } from 'yup';
import { PASSWORD_MIN_LENGTH, PASSWORD_REGEX } from '../constants';
import { validationMessages } from '../messages';
import { confirmPasswordField } from './password';

const m = validationMessages.changePassword;

/** The server's password rules (GET /portal/pro-user/password-rules). */
export interface PasswordRules {
  rulesRegex?: string | null;
  rulesText?: string | null;
}

export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const toRegExp = (source: string | null | undefined): RegExp => {
  if (!source) return PASSWORD_REGEX;
  try {
    return new RegExp(source);
  } catch {
    return PASSWORD_REGEX;
  }
};

/**
 * Change password. The new password needs 12+ characters and must match the server's regex;
 * both rules report the server's text. Without (usable) rules the user-form rule applies.
 */
export const createChangePasswordSchema = ({ rulesRegex, rulesText }: PasswordRules = {}) => {
  const message = rulesText || validationMessages.user.passwordTooWeak;
  return object({
    currentPassword: string().required(m.currentPasswordRequired),
    newPassword: string()
      .required(m.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, message)
      .matches(toRegExp(rulesRegex), { message }),
    confirmPassword: confirmPasswordField('newPassword', () => true),
  });
};
