import { createApiKeySchema, todayAnywhere } from '@pro-portal/rules';
import { documentedScopes, SCOPE_NAMES } from '../auth/api-key-scopes.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';
import { nameColumns, validateWith } from './validate.js';

export interface ApiKeyInput {
  keyName?: string;
  expirationDate?: string;
  scopes?: { scope: string }[];
}

/** A key name taken by another key of the user is a conflict; the other rules answer 400. */
const apiKeyAnswers = { unique: (message: string) => conflict(message, ErrorCode.apiKeyExists) };

const toApiKey = (r: { name: string; expiration_date: string; scopes: string }) => ({
  keyName: r.name,
  expirationDate: r.expiration_date,
  scopes: (JSON.parse(r.scopes) as string[]).map((scope) => ({ scope })),
});

export async function listApiKeys(db: Db, userId: number) {
  const rows = await db.kysely
    .selectFrom('api_keys')
    .select(['name', 'scopes', sql<string>`to_char(expiration_date, 'YYYY-MM-DD')`.as('expiration_date')])
    .where('user_id', '=', userId)
    .orderBy('name_lower')
    .execute();
  return rows.map(toApiKey);
}

/** Creates a key; the answer is the only place the secret ever appears (only its hash is stored). */
export async function createApiKey(db: Db, userId: number, input: ApiKeyInput) {
  const existingNames = await db.kysely.selectFrom('api_keys').select('name').where('user_id', '=', userId).execute();
  // The caller's calendar is their own: a date is in the past only once it has ended in every time
  // zone, and too far only beyond a year from the date that is today somewhere.
  const { earliest, latest } = todayAnywhere();
  const schema = createApiKeySchema({
    existingNames: existingNames.map((k) => k.name),
    today: earliest,
    latestToday: latest,
  });
  validateWith(schema, input, apiKeyAnswers);
  const name = input.keyName!.trim();
  const expiration = input.expirationDate!.trim();
  const requested = [...new Set(input.scopes!.map((s) => s.scope))];
  const unknown = requested.filter((s) => documentedScopes(s).length === 0);
  if (unknown.length > 0)
    throw badRequest(`Unknown key scope: ${unknown.join(', ')}. The scopes are ${SCOPE_NAMES.join(', ')}.`);
  const scopes = [...new Set(requested.flatMap(documentedScopes))];
  const secret = `pro_${newToken(24)}`;
  await db.kysely
    .insertInto('api_keys')
    .values({
      user_id: userId,
      ...nameColumns(name),
      secret_hash: hashToken(secret),
      scopes: JSON.stringify(scopes),
      expiration_date: expiration,
    })
    .execute();
  return { keyName: name, expirationDate: expiration, scopes: scopes.map((scope) => ({ scope })), secret };
}

export async function deleteApiKey(db: Db, userId: number, keyName: string): Promise<void> {
  const removed = await db.kysely
    .deleteFrom('api_keys')
    .where('user_id', '=', userId)
    .where('name_lower', '=', keyName.trim().toLowerCase())
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound(`API key ${keyName} does not exist.`, ErrorCode.apiKeyNotFound);
}
