import { object, string } from 'yup';
import { RESERVED_USERNAME } from '../constants';
import { isCredentialFreeEnvironment, isRootEnvironment, type LoginEnvironment } from '../login-environments';
import { validationMessages } from '../messages';
import { normalizeName } from '../text';

export { isCredentialFreeEnvironment, isRootEnvironment, type LoginEnvironment };

const m = validationMessages.login;

export interface LoginSchemaOptions {
  environments?: readonly LoginEnvironment[];
}

export interface LoginFormValues {
  environment: string;
  username?: string;
  password?: string;
}

/** Login credentials step; field names follow POST /authenticate/pro-login. */
export const createLoginSchema = ({ environments = [] }: LoginSchemaOptions = {}) => {
  const needsCredentials = (envName: string | undefined) =>
    !isCredentialFreeEnvironment(environments.find((env) => normalizeName(env.name) === normalizeName(envName)));
  return object({
    environment: string(),
    username: string()
      .test('required', m.usernameRequired, function (v) {
        return !!v?.trim() || !needsCredentials((this.parent as LoginFormValues).environment);
      })
      // An environment that signs in without credentials (SAML, a domain) takes no username to check.
      .test('admin-root', m.adminOnlyInRoot, function (v) {
        const { environment } = this.parent as LoginFormValues;
        return (
          !needsCredentials(environment) || normalizeName(v) !== RESERVED_USERNAME || isRootEnvironment(environment)
        );
      }),
    password: string().test('required', m.passwordRequired, function (v) {
      return !!v || !needsCredentials((this.parent as LoginFormValues).environment);
    }),
  });
};
