import { requireCaller, requireCallerCapability, type AppContext, type HandlerMap } from '../../context.js';
import { toEnvironment } from '../../services/account-rows.js';
import {
  createEnvironment,
  deleteEnvironment,
  findEnvironment,
  listEnvironmentRows,
  updateEnvironment,
  type EnvironmentInput,
} from '../../services/environments.js';

type EnvParams = { environmentName: string };

export function environmentHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listEnvironments() {
      return { environments: (await listEnvironmentRows(db)).map(toEnvironment) };
    },
    async getEnvironment(req) {
      requireCaller(req);
      return toEnvironment(await findEnvironment(db, (req.params as EnvParams).environmentName));
    },
    async createEnvironment(req, reply) {
      requireCallerCapability(req, 'manageUsers');
      const env = await createEnvironment(db, req.body as EnvironmentInput);
      reply.code(201);
      return toEnvironment(env);
    },
    async updateEnvironment(req) {
      requireCallerCapability(req, 'manageUsers');
      return toEnvironment(
        await updateEnvironment(db, (req.params as EnvParams).environmentName, req.body as EnvironmentInput),
      );
    },
    async deleteEnvironment(req) {
      const caller = requireCallerCapability(req, 'manageUsers');
      await deleteEnvironment(db, caller, (req.params as EnvParams).environmentName);
    },
  };
}
