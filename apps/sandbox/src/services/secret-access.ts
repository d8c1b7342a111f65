import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import type { SecretAccess } from '../db/schema.js';
import { ErrorCode, notFound } from '../errors.js';
import { describeEntities } from './app-access.js';
import { userEntity } from './entities.js';
import { findEnvironment } from './environments.js';
import { findGroup } from './groups.js';
import { findItem } from './secrets.js';
import { findUser } from './users.js';

/** Who may read or change an item: administrators manage it, one entry per group or user. */

export type EntityType = 'group' | 'user';

/** One access entry as the API answers it (see the AccessEntry schema of secret-manager-v1.yaml). */
export interface AccessEntry {
  entity_type: EntityType;
  environment_name: string;
  entity_name: string;
  access: SecretAccess;
}

export type EntityNames = Omit<AccessEntry, 'access'>;

/** The entity of a group or user by its environment's and its own name (404 when one is unknown), names as stored. */
async function findEntity(db: Db, names: EntityNames): Promise<{ entity: number; names: EntityNames }> {
  const env = await findEnvironment(db, names.environment_name);
  if (names.entity_type === 'group') {
    const group = await findGroup(db, env, names.entity_name);
    return { entity: group.entity, names: { ...names, environment_name: env.name, entity_name: group.name } };
  }
  const user = await findUser(db, env, names.entity_name);
  return { entity: userEntity(user.id), names: { ...names, environment_name: env.name, entity_name: user.name } };
}

/** The entries of an item, by type, environment and name. */
export async function listItemAccess(db: Db, caller: Caller, rawPath: string): Promise<AccessEntry[]> {
  const item = await findItem(db, caller, rawPath);
  const rows = await db.kysely
    .selectFrom('secret_access')
    .select(['entity', 'access'])
    .where('item_path', '=', item.path)
    .execute();
  const infos = await describeEntities(
    db,
    rows.map((r) => r.entity),
  );
  const key = (e: AccessEntry) => `${e.entity_type}\u0000${e.environment_name}\u0000${e.entity_name}`;
  return rows
    .flatMap((r) => {
      const info = infos.get(r.entity);
      return info
        ? [{ entity_type: info.type, environment_name: info.env, entity_name: info.name, access: r.access }]
        : [];
    })
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Gives the group or user the access to this item only (or changes the access it had). */
export async function putItemAccess(db: Db, caller: Caller, rawPath: string, entry: AccessEntry): Promise<AccessEntry> {
  return db.tx(async (t) => {
    const item = await findItem(t, caller, rawPath);
    const { entity, names } = await findEntity(t, entry);
    await t.kysely
      .insertInto('secret_access')
      .values({ item_path: item.path, entity, access: entry.access })
      .onConflict((oc) => oc.columns(['item_path', 'entity']).doUpdateSet({ access: entry.access }))
      .execute();
    return { ...names, access: entry.access };
  });
}

/** Takes the group's or user's access to this item away; 404 when it had none. */
export async function deleteItemAccess(db: Db, caller: Caller, rawPath: string, names: EntityNames): Promise<void> {
  const item = await findItem(db, caller, rawPath);
  const { entity } = await findEntity(db, names);
  const removed = await db.kysely
    .deleteFrom('secret_access')
    .where('item_path', '=', item.path)
    .where('entity', '=', entity)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0)
    throw notFound(
      `The ${names.entity_type} ${names.entity_name} of ${names.environment_name} has no access to ${item.path}.`,
      ErrorCode.secretAccessNotFound,
    );
}
