import type { Db } from './db.js';
import { migrations } from './migrations/index.js';

export interface Migration {
  /** Unique, ordered id such as '0001-accounts'. */
  id: string;
  /** Statements run in one transaction. */
  sql: string;
}

/** Applies every migration not yet recorded in schema_migrations, in order. */
export async function migrate(db: Db, list: Migration[] = migrations): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const m of [...list].sort((a, b) => a.id.localeCompare(b.id))) {
    if (done.has(m.id)) continue;
    await db.tx(async (t) => {
      await t.exec(m.sql);
      await t.query('insert into schema_migrations (id) values ($1)', [m.id]);
    });
    applied.push(m.id);
  }
  return applied;
}
