import { LEGACY_SCOPES } from '../../auth/api-key-scopes.js';
import type { Migration } from '../migrate.js';

const pairs = Object.entries(LEGACY_SCOPES)
  .flatMap(([legacy, documented]) => documented.map((d) => `('${legacy}', '${d}')`))
  .join(', ');

/** API keys of the sandbox's earlier scope names get the documented scopes that replace them. */
export const documentedScopesMigration: Migration = {
  id: '0003-documented-scopes',
  sql: `
update api_keys k set scopes = (
  select coalesce(json_agg(distinct coalesce(m.documented, s.name))::text, '[]')
    from json_array_elements_text(k.scopes::json) as s(name)
    left join (values ${pairs}) as m(legacy, documented) on m.legacy = s.name
);`,
};
