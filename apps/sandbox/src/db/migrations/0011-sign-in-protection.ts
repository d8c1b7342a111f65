import type { Migration } from '../migrate.js';

/**
 * Progressive sign-in protection: the attempts of one person from one source address are counted
 * together (the key gains the source address, so earlier rows keyed without it are dropped), and a
 * key that keeps failing is blocked for a while, longer after each repeated block.
 */
export const signInProtectionMigration: Migration = {
  id: '0011-sign-in-protection',
  sql: `delete from sign_in_attempts;
alter table sign_in_attempts
  add column blocked_until timestamptz,
  add column blocks integer not null default 0,
  add column last_blocked_at timestamptz;`,
};
