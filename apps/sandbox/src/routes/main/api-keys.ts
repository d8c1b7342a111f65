import { API_KEY_SCOPES } from '../../auth/api-key-scopes.js';
import { requireCaller, requireCallerCapability, type AppContext, type HandlerMap } from '../../context.js';
import { ErrorCode, notFound } from '../../errors.js';
import { createApiKey, deleteApiKey, listApiKeys, type ApiKeyInput } from '../../services/api-keys.js';
import type { Db } from '../../db/db.js';
import { userNamed } from '../../services/account.js';

/** The user id of an account name in the caller's environment. */
async function accountId(db: Db, environmentId: number, accountName: string): Promise<number> {
  const row = await userNamed(db, environmentId, accountName);
  if (!row) throw notFound(`Account ${accountName} does not exist.`, ErrorCode.userNotFound);
  return row.id;
}

export function apiKeyHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listApiKeys(req) {
      return { keys: await listApiKeys(db, requireCaller(req).userId) };
    },
    async listApiKeyScopes(req) {
      requireCaller(req);
      return { scopes: API_KEY_SCOPES.map(({ scope }) => ({ scope })) };
    },
    async createApiKey(req, reply) {
      const key = await createApiKey(db, requireCaller(req).userId, req.body as ApiKeyInput);
      reply.code(201);
      return key;
    },
    async createAccountApiKey(req, reply) {
      const caller = requireCallerCapability(req, 'admin');
      const userId = await accountId(db, caller.environmentId, (req.params as { name: string }).name);
      const key = await createApiKey(db, userId, req.body as ApiKeyInput);
      reply.code(201);
      return key;
    },
    async deleteApiKey(req) {
      await deleteApiKey(db, requireCaller(req).userId, (req.params as { name: string }).name);
    },
    async deleteAccountApiKey(req) {
      const caller = requireCallerCapability(req, 'admin');
      const p = req.params as { accountName: string; apiKeyName: string };
      await deleteApiKey(db, await accountId(db, caller.environmentId, p.accountName), p.apiKeyName);
    },
    async authorizeSession(req) {
      const caller = requireCaller(req);
      return { userName: caller.username, environmentName: caller.environmentName };
    },
  };
}
