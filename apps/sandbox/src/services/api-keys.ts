import { MAX_LENGTH, validationMessages } from '@pro-portal/rules';
import { documentedScopes, SCOPE_NAMES } from '../auth/api-key-scopes.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';

const m = validationMessages.apiKey;

export interface ApiKeyInput {
  keyName?: string;
  expirationDate?: string;
  scopes?: { scope: string }[];
}

interface ApiKeyRow {
  name: string;
  expiration_date: string;
  scopes: string;
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

const toApiKey = (r: ApiKeyRow) => ({
  keyName: r.name,
  expirationDate: r.expiration_date,
  scopes: (JSON.parse(r.scopes) as string[]).map((scope) => ({ scope })),
});

const SELECT = `select name, to_char(expiration_date, 'YYYY-MM-DD') as expiration_date, scopes from api_keys`;

export async function listApiKeys(db: Db, userId: number) {
  return (await db.query<ApiKeyRow>(`${SELECT} where user_id = $1 order by name_lower`, [userId])).map(toApiKey);
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
  const existing = await db.one('select 1 as x from api_keys where user_id = $1 and name_lower = $2', [
    userId,
    name.toLowerCase(),
  ]);
  if (existing) throw conflict(m.nameNotUnique, ErrorCode.apiKeyExists);
  const secret = `pro_${newToken(24)}`;
  await db.query(
    `insert into api_keys (user_id, name, name_lower, secret_hash, scopes, expiration_date) values ($1, $2, $3, $4, $5, $6)`,
    [userId, name, name.toLowerCase(), hashToken(secret), JSON.stringify(scopes), expiration],
  );
  return { keyName: name, expirationDate: expiration, scopes: scopes.map((scope) => ({ scope })), secret };
}

export async function deleteApiKey(db: Db, userId: number, keyName: string): Promise<void> {
  const removed = await db.query('delete from api_keys where user_id = $1 and name_lower = $2 returning id', [
    userId,
    keyName.trim().toLowerCase(),
  ]);
  if (removed.length === 0) throw notFound(`API key ${keyName} does not exist.`, ErrorCode.apiKeyNotFound);
}
