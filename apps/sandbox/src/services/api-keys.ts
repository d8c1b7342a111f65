import { MAX_LENGTH, validationMessages } from '@pro-portal/rules';
import { documentedScopes, SCOPE_NAMES } from '../auth/api-key-scopes.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';

const m = validationMessages.apiKey;

export interface ApiKeyInput {
  keyName?: string;
  expirationDate?: string;
  scopes?: { scope: string }[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function checkExpiration(value: string | undefined): string {
  const date = (value ?? '').trim();
  if (!date) throw badRequest(m.expirationRequired);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw badRequest(m.expirationFormat);
  const today = new Date();
  if (date < isoDay(today)) throw badRequest(m.expirationInPast);
  const max = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
  if (date > isoDay(max)) throw badRequest(m.expirationTooFar);
  return date;
}

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
  const name = (input.keyName ?? '').trim();
  if (!name) throw badRequest(m.nameRequired);
  if (name.length > MAX_LENGTH.apiKeyName) throw badRequest(m.nameTooLong);
  const expiration = checkExpiration(input.expirationDate);
  const requested = [...new Set((input.scopes ?? []).map((s) => s.scope))];
  if (requested.length === 0) throw badRequest(m.scopeRequired);
  const unknown = requested.filter((s) => documentedScopes(s).length === 0);
  if (unknown.length > 0)
    throw badRequest(`Unknown key scope: ${unknown.join(', ')}. The scopes are ${SCOPE_NAMES.join(', ')}.`);
  const scopes = [...new Set(requested.flatMap(documentedScopes))];
  const existing = await db.kysely
    .selectFrom('api_keys')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_lower', '=', name.toLowerCase())
    .executeTakeFirst();
  if (existing) throw conflict(m.nameNotUnique, ErrorCode.apiKeyExists);
  const secret = `pro_${newToken(24)}`;
  await db.kysely
    .insertInto('api_keys')
    .values({
      user_id: userId,
      name,
      name_lower: name.toLowerCase(),
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
