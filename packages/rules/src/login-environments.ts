// The environments' sign-in rules, apart from the login schema (and yup), for what needs them alone.
import { ROOT_ENVIRONMENT_NAME } from './constants';
import { normalizeName } from './text';

/** What the login form knows about each environment of the dropdown. */
export interface LoginEnvironment {
  name: string;
  samlMetadataUrl?: string | null;
  domain?: string | null;
}

/** SAML environments and environments with a domain sign in without username and password. */
export const isCredentialFreeEnvironment = (env: LoginEnvironment | undefined): boolean =>
  !!env && (!!env.samlMetadataUrl?.trim() || !!env.domain?.trim());

export const isRootEnvironment = (name: string | null | undefined): boolean =>
  normalizeName(name) === normalizeName(ROOT_ENVIRONMENT_NAME);
