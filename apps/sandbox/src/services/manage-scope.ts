import { manageEnvironmentError } from '@pro-portal/rules';
import type { Caller } from '../context.js';
import { ErrorCode, forbidden } from '../errors.js';
import type { EnvironmentRow } from './account-rows.js';

/**
 * The group admin role is a role group of one environment: a group admin manages the groups and
 * users of that environment (as the access explainer answers them only there); administrators
 * manage every environment's.
 */
export function checkManagesEnvironment(caller: Caller, env: EnvironmentRow): EnvironmentRow {
  const refusal = env.id === caller.environmentId ? null : manageEnvironmentError(caller, env.name);
  if (refusal) throw forbidden(refusal, ErrorCode.forbidden);
  return env;
}
