// Fills a stopped sandbox's database with many apps and tasks, straight through its own database module.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { ROOT } from './sandbox.mjs';

async function openDb(dataDir) {
  const { openDatabase } = await import(pathToFileURL(join(ROOT, 'apps/sandbox/dist/db/index.js')).href);
  return openDatabase({ dataDir });
}

/** Adds bench apps until there are `count` apps named 'Bench App NNNNN', spread over 3 categories and none. */
/** Adds `count` apps numbered from `first` on ('Bench App 00001' ...). */
export async function seedApps(dataDir, count, first = 1) {
  const db = await openDb(dataDir);
  try {
    const k = db.kysely;
    const version = await k
      .selectFrom('aimms_versions')
      .select('id')
      .orderBy('sort_key', 'desc')
      .limit(1)
      .executeTakeFirst();
    await k
      .insertInto('app_categories')
      .values(['A', 'B', 'C'].map((c) => ({ value: `Bench ${c}`, value_key: `bench ${c.toLowerCase()}` })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // A set-based insert of many rows: generate_series has no query-builder form.
    await sql`insert into apps (stored_id, name, version, name_key, version_key, description, category_id, is_latest,
                         aimms_version_id, is_webui, published_by)
       select 'bench-' || g, 'Bench App ' || lpad(g::text, 5, '0'), '1.0.' || (g % 7), 'bench app ' || lpad(g::text, 5, '0'),
              '1.0.' || (g % 7), 'Benchmark application number ' || g || ' with a description of ordinary length.',
              (select id from app_categories where value_key = 'bench ' || chr(97 + g % 4)), true, ${version?.id},
              case when g % 3 = 0 then 'false' else 'true' end, 'admin'
       from generate_series(${first}::int, ${first}::int + ${count}::int - 1) as g`.execute(k);
  } finally {
    await db.close();
  }
}

/** Adds `count` completed tasks spread over the last 30 days. */
export async function seedTasks(dataDir, count) {
  const db = await openDb(dataDir);
  try {
    await sql`insert into tasks (id, group_index, state, app_name, app_version, user_name, user_environment, service_name,
                          created_at, started_at, ended_at)
       select 'bench-' || g, 0, 'completed', 'Bench App', '1.0', 'admin', 'ROOT', 'solve',
              now() - (g || ' seconds')::interval * 26, now() - (g || ' seconds')::interval * 26 + interval '3 seconds',
              now() - (g || ' seconds')::interval * 26 + interval '40 seconds'
       from generate_series(1, ${count}::int) as g`.execute(db.kysely);
  } finally {
    await db.close();
  }
}
