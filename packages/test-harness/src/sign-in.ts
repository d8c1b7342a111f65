import { ALL_APIS, createProClient, type ProClient } from '@pro-portal/sdk';
import { cookieFetch, type CookieFetch } from './cookies';

export interface Session {
  pro: ProClient;
  fetch: CookieFetch;
}

/** A client with its own cookie jar (signed out until it signs in). */
export function anonymous(baseUrl: string): Session {
  const f = cookieFetch();
  return { pro: createProClient({ baseUrl, fetch: f }, ALL_APIS), fetch: f };
}

/** Signs in through pro-login and answers the signed-in client. */
export async function signIn(
  baseUrl: string,
  environment: string,
  username: string,
  password: string,
): Promise<Session> {
  const session = anonymous(baseUrl);
  const answer = await session.pro.auth.auth.login({ loginRequest: { environment, username, password } });
  if (answer.mfa_required) throw new Error(`${username} needs MFA`);
  return session;
}
