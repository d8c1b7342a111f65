import type { Migration } from '../migrate.js';

/**
 * Sign-in state that every instance on one database must see alike: the recent sign-in attempts of
 * each account that have not succeeded (one row per account, so that one statement counts them and
 * adds one atomically) and the SAML responses already used (a response signs in once, on whichever
 * instance receives it).
 */
export const sharedAuthStateMigration: Migration = {
  id: '0010-shared-auth-state',
  sql: `create table sign_in_attempts (
  account_key text primary key,
  attempted_at timestamptz[] not null,
  last_attempt_at timestamptz not null
);
create index sign_in_attempts_last_attempt_at on sign_in_attempts (last_attempt_at);
create table used_saml_responses (
  response_id text primary key,
  valid_until timestamptz not null
);
create index used_saml_responses_valid_until on used_saml_responses (valid_until);`,
};
