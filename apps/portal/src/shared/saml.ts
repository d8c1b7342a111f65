import { API_PATHS } from '@pro-portal/sdk';
import { API_BASE_URL, PATHS } from './paths';

interface SamlTargets {
  /** Where the identity provider's answer leads: login-redirect, which then goes to returnTo. */
  returnTo: string;
  /** Where a failed sign-in leads: the login page, which shows the message the server adds. */
  errorRedirectUri: string;
}

/** The return targets of a SAML sign-in: paths of this origin under the base path. */
function samlTargets(basePath: string, returnTo: string): SamlTargets {
  const root = basePath.replace(/\/$/, '');
  const query = `?returnTo=${encodeURIComponent(returnTo)}`;
  return {
    returnTo: `${root}${PATHS.LOGIN_REDIRECT}${query}`,
    errorRedirectUri: `${root}${PATHS.LOGIN}${query}`,
  };
}

/** Sends the browser to single sign-on by a hidden form post to the auth API. */
export function postSamlLogin(
  basePath: string,
  env: string,
  returnTo: string,
  doc: Document = document,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = `${API_BASE_URL}${API_PATHS.auth}/authenticate/saml/login`;
  form.style.display = 'none';
  const fields: Record<string, string> = { env, ...samlTargets(basePath, returnTo) };
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
