import { sql } from 'kysely';
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
  const row = await db.kysely
    .selectFrom('api_keys')
    .select((eb) => [
      'user_id',
      'name',
      'scopes',
      eb('expiration_date', '<', sql<Date>`current_date`).as('expired'),
      // When a key was last used is kept to the minute, so that a busy key's requests only read it.
      eb
        .or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)])
        .as('stale'),
    ])
    .where('secret_hash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!row) throw new ApiError(401, ErrorCode.apiKeyInvalid, 'The API key is not valid.');
  if (row.expired) throw new ApiError(401, ErrorCode.apiKeyExpired, `The API key '${row.name}' has expired.`);
  if (row.stale) {
    await db.kysely
      .updateTable('api_keys')
      .set({ last_used_at: sql<Date>`now()` })
      .where('secret_hash', '=', hashToken(secret))
      .execute();
  }
  const scopes = [...new Set((JSON.parse(row.scopes) as string[]).flatMap(documentedScopes))];
  return { userId: row.user_id, keyName: row.name, scopes };
}
