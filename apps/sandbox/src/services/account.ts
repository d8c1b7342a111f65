import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import type { SessionsTable } from '../db/schema.js';
import { usersWithEnvironment, type EnvironmentRow, type UserRow } from './account-rows.js';

/** The signed-in user's own account: profile, credentials and MFA (the pro-user and sign-in calls). */

/** An environment by name (trimmed, any case); undefined when there is none. */
export async function environmentNamed(db: Db, name: string): Promise<EnvironmentRow | undefined> {
  return db.kysely
    .selectFrom('environments')
    .selectAll()
    .where('name_lower', '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

/** A user of an environment by name (trimmed, any case); undefined when there is none. */
export async function userNamed(db: Db, environmentId: number, name: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('name_lower', '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export async function userById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The user's credentials with the environment's SAML link (set for users whose password lives elsewhere). */
export async function accountCredentials(db: Db, userId: number) {
  return usersWithEnvironment(db)
    .select([
      'u.full_name',
      'u.email',
      'u.password_hash',
      'u.mfa_secret',
      'u.mfa_enabled',
      'e.saml_metadata_url as saml',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.kysely.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Turns MFA on with the given TOTP secret, or off (secret null). */
export async function setMfaSecret(db: Db, userId: number, secret: string | null): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ mfa_secret: secret, mfa_enabled: secret !== null })
    .where('id', '=', userId)
    .execute();
}

type WebUiSessionView = Pick<
  Selectable<SessionsTable>,
  'id' | 'state' | 'app_name' | 'app_version' | 'user_name' | 'environment' | 'user_id'
>;

/** The WebUI session behind a launched app's stand-in page. */
export async function webUiSessionView(db: Db, id: string): Promise<WebUiSessionView | undefined> {
  return db.kysely
    .selectFrom('sessions')
    .select(['id', 'state', 'app_name', 'app_version', 'user_name', 'environment', 'user_id'])
    .where('kind', '=', 'webui')
    .where('id', '=', id)
    .executeTakeFirst();
}
