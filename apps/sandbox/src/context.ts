import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { FileStore } from './files/store.js';
import { canAdminister, canManageUsers, canPublishApps } from '@pro-portal/rules';
import { forbidden, unauthorized } from './errors.js';

/** The signed-in user (through the session cookie or an API key) on whose behalf a request runs. */
export interface Caller {
  userId: number;
  username: string;
  environmentId: number;
  environmentName: string;
  /** Entity ids of the groups the user belongs to (role groups included). */
  groups: number[];
  isAdmin: boolean;
  isAppPublisher: boolean;
  isGroupAdmin: boolean;
  viaApiKey?: { keyName: string; scopes: string[] };
}

/** Everything handlers and services share. */
export interface AppContext {
  db: Db;
  config: Config;
  files: FileStore;
}

/** A route handler bound to an operationId. Whatever it resolves to is sent (serialised by the spec's schema). */
export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A handler with route options: bodyLimit in bytes (default 1 MB) and the message of the 413 answer beyond it. */
export interface HandlerSpec {
  handler: Handler;
  bodyLimit?: number;
  tooLargeMessage?: string;
}

/** Handlers keyed by operationId. A handler that resolves to undefined without sending answers 204. */
export type HandlerMap = Record<string, Handler | HandlerSpec>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the session cookie or the apiKey header before the handler runs; null when signed out. */
    caller: Caller | null;
  }
}

/** The caller of a request; answers 401 when signed out. */
export function requireCaller(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/**
 * What a caller may do, each decided by the rule the portal shows it by: admin = administrators;
 * manageUsers = admins and group admins; manageApps = admins, group admins and app publishers.
 */
const CAPABILITIES = {
  admin: canAdminister,
  manageUsers: canManageUsers,
  manageApps: canPublishApps,
} satisfies Record<string, (caller: Caller) => boolean>;
type Capability = keyof typeof CAPABILITIES;

/** True when the caller has the capability. */
export function hasCapability(caller: Caller, capability: Capability): boolean {
  return CAPABILITIES[capability](caller);
}

const capabilityMessages: Record<Capability, string> = {
  admin: 'Only administrators may do this.',
  manageUsers: 'Only administrators and group administrators may do this.',
  manageApps: 'Only administrators, group administrators and app publishers may do this.',
};

/** Throws 403 unless the caller has the capability. */
export function requireCapability(caller: Caller, capability: Capability): Caller {
  if (!hasCapability(caller, capability)) throw forbidden(capabilityMessages[capability]);
  return caller;
}

/** requireCaller + requireCapability in one call. */
export function requireCallerCapability(req: FastifyRequest, capability: Capability): Caller {
  return requireCapability(requireCaller(req), capability);
}
