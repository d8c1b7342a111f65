import {
  createEnvironmentSchema,
  deleteEnvironmentError,
  EVERYONE_GROUP_MAX_USERS,
  EVERYONE_GROUP_NAME,
  permissionMessages,
  type UserFlags,
} from '@pro-portal/rules';
import type { Db } from '../db/db.js';
import { ErrorCode, conflict, forbidden, notFound } from '../errors.js';
import { groupsOfUsers, type EnvironmentRow } from './account-rows.js';
import { environmentNamed } from './account.js';
import { everyoneEntity, userEntity } from './entities.js';
import { nameAnswers, nameColumns, validateWith } from './validate.js';

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
  return db.kysely.selectFrom('environments').selectAll().orderBy('is_root', 'desc').orderBy('name_lower').execute();
}

export async function findEnvironment(db: Db, name: string): Promise<EnvironmentRow> {
  const row = await environmentNamed(db, name);
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

const environmentById = (db: Db, id: number) =>
  db.kysely.selectFrom('environments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const rootLocked = () => forbidden(permissionMessages.rootEnvironmentLocked, ErrorCode.rootEnvironmentProtected);

/** A change that sets nothing but isDefault: true (Make default). */
const onlyMakesDefault = (input: EnvironmentInput): boolean =>
  input.isDefault === true &&
  input.name === undefined &&
  input.description === undefined &&
  input.samlMetadataUrl === undefined;

/** Makes the root environment the default (when the default one stops being it). */
async function rootBecomesDefault(db: Db): Promise<void> {
  await db.kysely
    .updateTable('environments')
    .set((eb) => ({ is_default: eb.ref('is_root') }))
    .execute();
}

async function makeDefault(db: Db, id: number): Promise<void> {
  await db.kysely
    .updateTable('environments')
    .set((eb) => ({ is_default: eb('id', '=', id).$castTo<boolean>() }))
    .execute();
}

export async function createEnvironment(db: Db, input: EnvironmentInput): Promise<EnvironmentRow> {
  return db.tx(async (t) => {
    const name = await checkName(t, input.name);
    const { description, saml } = checkDetails(input);
    const taken = new Set((await t.kysely.selectFrom('environments').select('id').execute()).map((e) => e.id));
    const id = Array.from({ length: 127 }, (_, i) => i + 1).find((n) => !taken.has(n));
    if (id === undefined)
      throw conflict('No more environments can be created (at most 127).', ErrorCode.environmentExists);
    await t.kysely
      .insertInto('environments')
      .values({
        id,
        ...nameColumns(name),
        description: description ?? '',
        saml_metadata_url: saml ?? null,
      })
      .execute();
    await t.kysely
      .insertInto('groups')
      .values({
        entity: everyoneEntity(id),
        environment_id: id,
        name: EVERYONE_GROUP_NAME,
        name_lower: EVERYONE_GROUP_NAME,
        description: 'Every user of the environment',
        kind: 'everyone',
        max_users: EVERYONE_GROUP_MAX_USERS,
      })
      .execute();
    if (input.isDefault) await makeDefault(t, id);
    return environmentById(t, id);
  });
}

export async function updateEnvironment(db: Db, currentName: string, input: EnvironmentInput): Promise<EnvironmentRow> {
  return db.tx(async (t) => {
    const env = await findEnvironment(t, currentName);
    if (env.is_root) {
      // The root environment keeps its name and details; it can only be made the default again.
      if (!onlyMakesDefault(input)) throw rootLocked();
      await makeDefault(t, env.id);
      return environmentById(t, env.id);
    }
    const name =
      input.name !== undefined && input.name.trim() !== env.name ? await checkName(t, input.name, env.name) : env.name;
    const { description, saml } = checkDetails(input);
    await t.kysely
      .updateTable('environments')
      .set({ ...nameColumns(name), description, saml_metadata_url: saml })
      .where('id', '=', env.id)
      .execute();
    if (input.isDefault === true) await makeDefault(t, env.id);
    if (input.isDefault === false && env.is_default) await rootBecomesDefault(t);
    return environmentById(t, env.id);
  });
}

/**
 * Deletes an environment with its groups, users and their access rows; the root becomes default if this
 * one was. Its users go with it, so one holding an administrator is deleted by an administrator only.
 */
export async function deleteEnvironment(db: Db, caller: UserFlags, name: string): Promise<void> {
  await db.tx(async (t) => {
    const env = await findEnvironment(t, name);
    if (env.is_root) throw rootLocked();
    const users = await t.kysely.selectFrom('users').select('id').where('environment_id', '=', env.id).execute();
    const userGroups = await groupsOfUsers(
      t,
      users.map((u) => u.id),
    );
    const refusal = deleteEnvironmentError(caller, env.name, [...userGroups.values()]);
    if (refusal) throw forbidden(refusal, ErrorCode.forbidden);
    const groups = await t.kysely.selectFrom('groups').select('entity').where('environment_id', '=', env.id).execute();
    const entities = [...groups.map((g) => g.entity), ...users.map((u) => userEntity(u.id))];
    await t.kysely.deleteFrom('app_access').where('entity', 'in', entities).execute();
    await t.kysely.deleteFrom('secret_access').where('entity', 'in', entities).execute();
    await t.kysely.deleteFrom('environments').where('id', '=', env.id).execute();
    if (env.is_default) await rootBecomesDefault(t);
  });
}
