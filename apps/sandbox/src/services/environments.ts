import {
  ENVIRONMENT_NAME_PATTERN,
  MAX_LENGTH,
  RESERVED_ENVIRONMENT_NAMES,
  permissionMessages,
  validationMessages,
} from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { EnvironmentRow } from './account-rows.js';
import { everyoneEntity, userEntity } from './entities.js';

const m = validationMessages.environment;

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

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

async function checkName(db: Db, name: string | undefined, currentId?: number): Promise<string> {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw badRequest(m.nameRequired);
  if (trimmed.length > MAX_LENGTH.environmentName) throw badRequest(m.nameTooLong);
  if (!ENVIRONMENT_NAME_PATTERN.test(trimmed)) throw badRequest(m.invalidCharacters);
  if (RESERVED_ENVIRONMENT_NAMES.some((r) => r.toLowerCase() === trimmed.toLowerCase())) {
    throw badRequest(m.nameReserved, ErrorCode.reservedEnvironmentName);
  }
  const other = await db.one<{ id: number }>('select id from environments where name_lower = $1', [
    trimmed.toLowerCase(),
  ]);
  if (other && other.id !== currentId) throw conflict(m.nameNotUnique, ErrorCode.environmentExists);
  return trimmed;
}

function checkDetails(input: EnvironmentInput): { description?: string; saml?: string | null } {
  const description = input.description?.trim();
  if (description !== undefined && description.length > MAX_LENGTH.environmentDescription)
    throw badRequest(m.descriptionTooLong);
  const saml = input.samlMetadataUrl === undefined ? undefined : input.samlMetadataUrl?.trim() || null;
  if (saml && !isHttpUrl(saml)) throw badRequest(m.invalidUrl);
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
      input.name !== undefined && input.name.trim() !== env.name ? await checkName(t, input.name, env.id) : env.name;
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
