import type { Migration } from '../migrate.js';

/**
 * A secret's value is stored encrypted (sealed_value). The values stored in clear before this
 * migration move to plain_value, which the server seals at its next start and then empties.
 */
export const sealedSecretsMigration: Migration = {
  id: '0012-sealed-secrets',
  sql: `alter table secret_items rename column value to plain_value;
alter table secret_items add column sealed_value text;`,
};
