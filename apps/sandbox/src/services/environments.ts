import { createEnvironmentSchema, permissionMessages } from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, conflict, forbidden, notFound } from '../errors.js';
import type { EnvironmentRow } from './account-rows.js';
import { everyoneEntity, userEntity } from './entities.js';
import { nameAnswers, validateWith } from './validate.js';

const environmentNameAnswers = nameAnswers({
  reserved: ErrorCode.reservedEnvironmentName,
  taken: ErrorCode.environmentExists,
});

export interface EnvironmentInput {
  name?: string;
  description?: string;
  samlMetadataUrl?: string | null;
  isDefault?: boolean;
}

export async function listEnvironmentRows(db: Db): Promise<EnvironmentRow[]> {
  return db.query<EnvironmentRow>('select * from environments order by is_root desc, name_lower');
}

export async function findEnvironment(db: Db, name: string): Promise<EnvironmentRow> {
  const row = await db.one<EnvironmentRow>('select * from environments where name_lower = $1', [
    name.trim().toLowerCase(),
  ]);
  if (!row) throw notFound(`Environment ${name} does not exist.`, ErrorCode.environmentNotFound);
  return row;
}

/** The environment name as the portal's form checks it (the shared schema); a taken name is a conflict. */
async function checkName(db: Db, name: string | undefined, currentName?: string): Promise<string> {
  const existingNames = (await listEnvironmentRows(db)).map((e) => e.name);
  const schema = createEnvironmentSchema({ existingNames, currentName }).pick(['name']);
  validateWith(schema, { name: name ?? '' }, environmentNameAnswers);
  return (name ?? '').trim();
}

/** Description and linked (SAML metadata) URL as the shared schema checks them; null clears the URL. */
function checkDetails(input: EnvironmentInput): { description?: string; saml?: string | null } {
  const description = input.description?.trim();
  const saml = input.samlMetadataUrl === undefined ? undefined : input.samlMetadataUrl?.trim() || null;
  const schema = createEnvironmentSchema().pick(['description', 'samlMetadataUrl']);
  validateWith(schema, { description, samlMetadataUrl: saml ?? undefined });
  return { description, saml };
}

async function makeDefault(db: Db, id: number): Promise<void> {
  await db.query('update environments set is_default = (id = $1)', [id]);
}

export async function createEnvironment(db: Db, input: EnvironmentInput): Promise<EnvironmentRow> {
  return db.tx(async (t) => {
    const name = await checkName(t, input.name);
    const { description, saml } = checkDetails(input);
    const free = await t.one<{ id: number | null }>(
      `select min(n) as id from generate_series(1, 127) n where n not in (select id from environments)`,
    );
    if (free?.id == null)
      throw conflict('No more environments can be created (at most 127).', ErrorCode.environmentExists);
    await t.query(
      `insert into environments (id, name, name_lower, description, saml_metadata_url) values ($1, $2, $3, $4, $5)`,
      [free.id, name, name.toLowerCase(), description ?? '', saml ?? null],
    );
    await t.query(
      `insert into groups (entity, environment_id, name, name_lower, description, kind, max_users)
       values ($1, $2, 'everyone', 'everyone', 'Every user of the environment', 'everyone', -1)`,
      [everyoneEntity(free.id), free.id],
    );
    if (input.isDefault) await makeDefault(t, free.id);
    return (await t.one<EnvironmentRow>('select * from environments where id = $1', [free.id]))!;
  });
}

export async function updateEnvironment(db: Db, currentName: string, input: EnvironmentInput): Promise<EnvironmentRow> {
  return db.tx(async (t) => {
    const env = await findEnvironment(t, currentName);
    if (env.is_root) throw forbidden(permissionMessages.rootEnvironmentLocked, ErrorCode.rootEnvironmentProtected);
    const name =
      input.name !== undefined && input.name.trim() !== env.name ? await checkName(t, input.name, env.name) : env.name;
    const { description, saml } = checkDetails(input);
    await t.query(
      `update environments set name = $2, name_lower = $3, description = coalesce($4, description),
         saml_metadata_url = case when $5::boolean then $6 else saml_metadata_url end where id = $1`,
      [env.id, name, name.toLowerCase(), description ?? null, saml !== undefined, saml ?? null],
    );
    if (input.isDefault === true) await makeDefault(t, env.id);
    if (input.isDefault === false && env.is_default) await t.query('update environments set is_default = is_root');
    return (await t.one<EnvironmentRow>('select * from environments where id = $1', [env.id]))!;
  });
}

/** Deletes an environment with its groups, users and their access rows; the root becomes default if this one was. */
export async function deleteEnvironment(db: Db, name: string): Promise<void> {
  await db.tx(async (t) => {
    const env = await findEnvironment(t, name);
    if (env.is_root) throw forbidden(permissionMessages.rootEnvironmentLocked, ErrorCode.rootEnvironmentProtected);
    const users = await t.query<{ id: number }>('select id from users where environment_id = $1', [env.id]);
    const groups = await t.query<{ entity: number }>('select entity from groups where environment_id = $1', [env.id]);
    const entities = [...groups.map((g) => g.entity), ...users.map((u) => userEntity(u.id))];
    await t.query('delete from app_access where entity = any($1::int[])', [entities]);
    await t.query('delete from environments where id = $1', [env.id]);
    if (env.is_default) await t.query('update environments set is_default = is_root');
  });
}
