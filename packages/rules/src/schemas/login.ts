import { object, string } from 'yup';
import { RESERVED_USERNAME, ROOT_ENVIRONMENT_NAME } from '../constants';
import { validationMessages } from '../messages';
import { normalizeName } from '../text';

const m = validationMessages.login;

/** What the login form knows about each environment of the dropdown. */
export interface LoginEnvironment {
  name: string;
  samlMetadataUrl?: string | null;
  domain?: string | null;
}

export interface LoginSchemaOptions {
  environments?: readonly LoginEnvironment[];
}

export interface LoginFormValues {
  environment: string;
  username?: string;
  password?: string;
}

/** SAML environments and environments with a domain sign in without username and password. */
export const isCredentialFreeEnvironment = (env: LoginEnvironment | undefined): boolean =>
  !!env && (!!env.samlMetadataUrl?.trim() || !!env.domain?.trim());

export const isRootEnvironment = (name: string | null | undefined): boolean =>
  normalizeName(name) === normalizeName(ROOT_ENVIRONMENT_NAME);

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
      .test('admin-root', m.adminOnlyInRoot, function (v) {
        return (
          normalizeName(v) !== RESERVED_USERNAME || isRootEnvironment((this.parent as LoginFormValues).environment)
        );
      }),
    password: string().test('required', m.passwordRequired, function (v) {
      return !!v || !needsCredentials((this.parent as LoginFormValues).environment);
    }),
  });
};
