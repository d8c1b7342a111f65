import { createUserSchema, permissionMessages, validationMessages } from '@pro-portal/rules';
import { hashPassword } from '../auth/passwords.js';
import { checkPasswordRules } from '../auth/password-rules.js';
import type { Db } from '../db/db.js';
import { ErrorCode, badRequest, forbidden, notFound } from '../errors.js';
import type { EnvironmentRow, UserRow } from './account-rows.js';
import { userNamed } from './account.js';
import { userEntity } from './entities.js';
import { nameAnswers, nameColumns, validateWith } from './validate.js';

const usernameAnswers = nameAnswers({ reserved: ErrorCode.reservedName, taken: ErrorCode.userExists });

export interface UserInput {
  username?: string;
  fullname?: string;
  email?: string;
  password?: string;
}

export async function listUserRows(db: Db, env: EnvironmentRow): Promise<UserRow[]> {
  return db.kysely.selectFrom('users').selectAll().where('environment_id', '=', env.id).orderBy('name_lower').execute();
}

export async function findUser(db: Db, env: EnvironmentRow, name: string): Promise<UserRow> {
  const row = await userNamed(db, env.id, name);
  if (!row) throw notFound(`User ${name} does not exist in environment ${env.name}.`, ErrorCode.userNotFound);
  return row;
}

export const adminAccountLocked = () =>
  forbidden(permissionMessages.administratorAccountLocked, ErrorCode.protectedUser);

/** True when the user holds the Administrator role (admin or user admin group). */
async function isAdministrator(db: Db, userId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select('m.user_id')
    .where('m.user_id', '=', userId)
    .where('g.role', 'in', ['admin', 'useradmin'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Group admins manage users, but not administrators. */
export async function checkMayManage(db: Db, callerIsAdmin: boolean, user: UserRow): Promise<void> {
  if (!callerIsAdmin && (await isAdministrator(db, user.id))) {
    throw forbidden(permissionMessages.administratorsAdminsOnly, ErrorCode.forbidden);
  }
}

async function checkUsername(
  db: Db,
  env: EnvironmentRow,
  name: string | undefined,
  currentUsername?: string,
): Promise<string> {
  const existingUsernames = (await listUserRows(db, env)).map((u) => u.name);
  const schema = createUserSchema({ mode: 'create', existingUsernames, currentUsername }).pick(['username']);
  validateWith(schema, { username: name ?? '' }, usernameAnswers);
  return (name ?? '').trim();
}

/** Full name and email as the portal's form checks them (the shared user schema). */
function checkProfile(input: UserInput): { fullname?: string; email?: string } {
  const fullname = input.fullname?.trim();
  const email = input.email?.trim();
  validateWith(createUserSchema({ mode: 'edit' }).pick(['fullname', 'email']), { fullname, email });
  return { fullname, email };
}

async function passwordHash(password: string | undefined): Promise<string | undefined> {
  if (password === undefined || password === '') return undefined;
  checkPasswordRules(password);
  return hashPassword(password);
}

export async function createUser(db: Db, env: EnvironmentRow, input: UserInput): Promise<UserRow> {
  const native = !env.saml_metadata_url;
  if (native && !input.password) throw badRequest(validationMessages.user.passwordRequired);
  const hash = native ? await passwordHash(input.password) : undefined;
  return db.tx(async (t) => {
    const name = await checkUsername(t, env, input.username);
    const { fullname, email } = checkProfile(input);
    return t.kysely
      .insertInto('users')
      .values({
        environment_id: env.id,
        ...nameColumns(name),
        full_name: fullname ?? '',
        email: email ?? '',
        password_hash: hash ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Changes a user; `selfService` limits the change to the user's own full name and email. */
export async function updateUser(
  db: Db,
  env: EnvironmentRow,
  userName: string,
  input: UserInput,
  opts: { selfService: boolean },
): Promise<UserRow> {
  const user = await findUser(db, env, userName);
  if (user.is_protected) throw adminAccountLocked();
  if (opts.selfService) {
    if ((input.username !== undefined && input.username.trim() !== user.name) || input.password !== undefined) {
      throw forbidden('You may only change your own full name and email here.');
    }
    if (env.saml_metadata_url && input.fullname !== undefined && input.fullname.trim() !== user.full_name) {
      throw forbidden('The full name of a user of a linked (SAML) environment comes from the identity provider.');
    }
  }
  const hash = await passwordHash(input.password);
  return db.tx(async (t) => {
    const renaming = input.username !== undefined && input.username.trim() !== user.name;
    const name = renaming ? await checkUsername(t, env, input.username, user.name) : user.name;
    const { fullname, email } = checkProfile(input);
    return t.kysely
      .updateTable('users')
      .set({ ...nameColumns(name), full_name: fullname, email, password_hash: hash })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function deleteUser(db: Db, env: EnvironmentRow, userName: string): Promise<void> {
  await db.tx(async (t) => {
    const user = await findUser(t, env, userName);
    if (user.is_protected) throw adminAccountLocked();
    await t.kysely.deleteFrom('app_access').where('entity', '=', userEntity(user.id)).execute();
    await t.kysely.deleteFrom('secret_access').where('entity', '=', userEntity(user.id)).execute();
    await t.kysely.deleteFrom('users').where('id', '=', user.id).execute();
  });
}
