import type { Db } from '../db/db.js';
import { ApiError, ErrorCode } from '../errors.js';
import { documentedScopes } from './api-key-scopes.js';
import { hashToken } from './tokens.js';

interface ApiKeyOwner {
  userId: number;
  keyName: string;
  scopes: string[];
}

/** The owner and scopes of an API key secret; 401 when unknown or expired. */
export async function resolveApiKey(db: Db, secret: string): Promise<ApiKeyOwner> {
  const row = await db.one<{ user_id: number; name: string; scopes: string; expired: boolean }>(
    `select user_id, name, scopes, expiration_date < current_date as expired from api_keys where secret_hash = $1`,
    [hashToken(secret)],
  );
  if (!row) throw new ApiError(401, ErrorCode.apiKeyInvalid, 'The API key is not valid.');
  if (row.expired) throw new ApiError(401, ErrorCode.apiKeyExpired, `The API key '${row.name}' has expired.`);
  await db.query('update api_keys set last_used_at = now() where secret_hash = $1', [hashToken(secret)]);
  const scopes = [...new Set((JSON.parse(row.scopes) as string[]).flatMap(documentedScopes))];
  return { userId: row.user_id, keyName: row.name, scopes };
}
