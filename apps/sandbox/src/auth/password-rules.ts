import { PASSWORD_REGEX, validationMessages } from '@pro-portal/rules';
import { ApiError, ErrorCode } from '../errors.js';

/** The password rule (at least 12 characters with a lower-case letter, an upper-case letter, a digit and a special character), as served by /portal/pro-user/password-rules. */
export const passwordRules = {
  rulesRegex: PASSWORD_REGEX.source,
  rulesText: validationMessages.user.passwordTooWeak,
};

/** Throws 400 with the rules text when the password breaks the rules. */
export function checkPasswordRules(password: string): void {
  if (!PASSWORD_REGEX.test(password)) throw new ApiError(400, ErrorCode.passwordRules, passwordRules.rulesText);
}
