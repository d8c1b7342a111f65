import { API_KEY_SCOPES } from '../../auth/api-key-scopes.js';
import { requireCaller, requireCallerCapability, type AppContext, type HandlerMap } from '../../context.js';
import { createApiKey, deleteApiKey, listApiKeys } from '../../services/api-keys.js';
import {
  currentDirectoryEnvironment,
  currentDirectoryUser,
  directoryEnvironment,
  directoryGroup,
  directoryUser,
  listDirectoryEnvironments,
  listDirectoryGroups,
  listDirectoryUsers,
  type DirectoryNames,
  type EnvironmentQuery,
} from '../../services/user-directory.js';

type ApiKeyCreate = { name?: string; expiration_date?: string; scopes?: string[] };

/** A key of the main API's shape in the user manager's names (snake_case, scopes as plain names, value). */
const toUserManagerKey = (key: {
  keyName: string;
  expirationDate: string;
  scopes: { scope: string }[];
  secret?: string;
}) => ({
  name: key.keyName,
  expiration_date: key.expirationDate,
  scopes: key.scopes.map((s) => s.scope),
  ...(key.secret === undefined ? {} : { value: key.secret }),
});

/** Every operation of the user manager API (the account is the one this sandbox stands for). */
export function userManagerHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  const account = ctx.config.accountName;
  return {
    async listAccountEnvironments(req) {
      requireCaller(req);
      return listDirectoryEnvironments(db, account, req.query as EnvironmentQuery);
    },
    async getCurrentEnvironment(req) {
      return currentDirectoryEnvironment(db, account, requireCaller(req));
    },
    async getAccountEnvironment(req) {
      requireCaller(req);
      const p = req.params as { account_name: string; environment_name: string };
      return directoryEnvironment(db, account, p.account_name, p.environment_name);
    },
    // Groups and users: the roles of the main API's group and user lists (admins, group admins, publishers).
    async listAccountGroups(req) {
      requireCallerCapability(req, 'manageApps');
      return listDirectoryGroups(db, account, req.query as EnvironmentQuery);
    },
    async getAccountGroup(req) {
      requireCallerCapability(req, 'manageApps');
      return directoryGroup(db, account, req.params as DirectoryNames & { group_name: string });
    },
    async listAccountUsers(req) {
      requireCallerCapability(req, 'manageApps');
      return listDirectoryUsers(db, account, req.query as EnvironmentQuery);
    },
    async getAccountUser(req) {
      return directoryUser(db, account, requireCaller(req), req.params as DirectoryNames & { user_name: string });
    },
    async getCurrentUserInfo(req) {
      return currentDirectoryUser(db, account, requireCaller(req));
    },
    async listCurrentUserApiKeys(req) {
      return (await listApiKeys(db, requireCaller(req).userId)).map(toUserManagerKey);
    },
    async createCurrentUserApiKey(req, reply) {
      const body = req.body as ApiKeyCreate;
      const key = await createApiKey(db, requireCaller(req).userId, {
        keyName: body.name,
        expirationDate: body.expiration_date,
        scopes: body.scopes?.map((scope) => ({ scope })),
      });
      reply.code(201);
      return toUserManagerKey(key);
    },
    async deleteCurrentUserApiKey(req) {
      await deleteApiKey(db, requireCaller(req).userId, (req.params as { name: string }).name);
    },
    async listAuthorizationScopes(req) {
      requireCaller(req);
      return API_KEY_SCOPES.map(({ scope, description }) => ({ name: scope, description }));
    },
  };
}
