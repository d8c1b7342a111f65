import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

/**
 * A secret's value at rest: AES-256-GCM under the sandbox's secrets key (SECRETS_KEY, else a key
 * generated once and kept in the database), with the item's path as associated data, so that a
 * value copied onto another item's row does not open. Stored as 'aes-256-gcm:' and the base64 of
 * the nonce, the tag and the ciphertext.
 */

const SCHEME = 'aes-256-gcm:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The 256-bit key derived from the configured secrets key. */
const keyBytes = (secretsKey: string) => createHash('sha256').update(`secret-manager\u0000${secretsKey}`).digest();

/** The value of the secret at this path, encrypted for storage. */
export function sealValue(secretsKey: string, path: string, value: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(secretsKey), nonce);
  cipher.setAAD(Buffer.from(path, 'utf8'));
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return SCHEME + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The stored value of the secret at this path, decrypted; throws when the key or the path does not match. */
export function openValue(secretsKey: string, path: string, stored: string): string {
  if (!stored.startsWith(SCHEME)) throw new Error(`The value of ${path} is not stored encrypted.`);
  const bytes = Buffer.from(stored.slice(SCHEME.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(secretsKey), bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(path, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`The value of ${path} does not open with this sandbox's secrets key (SECRETS_KEY changed?).`);
  }
}

/** Encrypts the values stored in clear before values were encrypted; returns how many it sealed. */
export async function sealPlainValues(db: Db, secretsKey: string): Promise<number> {
  const rows = await db.kysely
    .selectFrom('secret_items')
    .select(['path', 'plain_value'])
    .where('plain_value', 'is not', null)
    .execute();
  for (const row of rows) {
    // Another instance starting on the same database may have sealed it meanwhile.
    await db.kysely
      .updateTable('secret_items')
      .set({ sealed_value: sealValue(secretsKey, row.path, row.plain_value ?? ''), plain_value: null })
      .where('path', '=', row.path)
      .where('plain_value', 'is not', null)
      .execute();
  }
  return rows.length;
}
