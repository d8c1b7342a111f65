/**
 * Group (entity) ids pack three fields into 24 bits, environment in the lowest bits:
 *
 *   bits 23..8  local id    (16 bits, 0..65535)
 *   bit  7      role flag   (set for role groups)
 *   bits 6..0   environment (7 bits, 0..127)
 *
 *   id = local * 256 + flag * 128 + environment
 *
 * With this layout the spec's fixed numbers fall out: admin 128 is the role group with local id 0
 * in environment 0, app publisher 896 is the role group with local id 3. Local id 65535 (all 16
 * bits set) is the everyone group of an environment, whose id is also that environment's entity id
 * (environment-level app access is granted to it).
 */
import { ENVIRONMENT_LOCAL_ID } from './constants';

export const ENVIRONMENT_BITS = 7;
export const LOCAL_ID_BITS = 16;
export const MAX_ENVIRONMENT_ID = 2 ** ENVIRONMENT_BITS - 1;
export const MAX_LOCAL_ID = 2 ** LOCAL_ID_BITS - 1;
const FLAG_VALUE = 2 ** ENVIRONMENT_BITS;
const LOCAL_FACTOR = 2 ** (ENVIRONMENT_BITS + 1);
export const MAX_GROUP_ID = MAX_LOCAL_ID * LOCAL_FACTOR + FLAG_VALUE + MAX_ENVIRONMENT_ID;

export interface GroupIdParts {
  environment: number;
  roleFlag: boolean;
  local: number;
}

export class GroupIdRangeError extends RangeError {
  override name = 'GroupIdRangeError';
}

const checkInteger = (value: number, max: number, what: string) => {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new GroupIdRangeError(`${what} must be an integer from 0 to ${max}, got ${value}`);
  }
};

export const encodeGroupId = ({ environment, roleFlag, local }: GroupIdParts): number => {
  checkInteger(environment, MAX_ENVIRONMENT_ID, 'Environment id');
  checkInteger(local, MAX_LOCAL_ID, 'Local group id');
  return local * LOCAL_FACTOR + (roleFlag ? FLAG_VALUE : 0) + environment;
};

export const decodeGroupId = (id: number): GroupIdParts => {
  checkInteger(id, MAX_GROUP_ID, 'Group id');
  return {
    environment: id % FLAG_VALUE,
    roleFlag: Math.floor(id / FLAG_VALUE) % 2 === 1,
    local: Math.floor(id / LOCAL_FACTOR),
  };
};

export const isValidGroupId = (id: number): boolean => Number.isInteger(id) && id >= 0 && id <= MAX_GROUP_ID;

/** The environment an id belongs to. */
export const environmentOfGroupId = (id: number): number => decodeGroupId(id).environment;

/** The everyone group of an environment; also the environment's own entity id. */
export const everyoneGroupId = (environment: number): number =>
  encodeGroupId({ environment, roleFlag: false, local: ENVIRONMENT_LOCAL_ID });

/** @alias The environment's own entity id is its everyone group's id. */
export const environmentEntityId = everyoneGroupId;

export const isEveryoneGroupId = (id: number): boolean =>
  isValidGroupId(id) && !decodeGroupId(id).roleFlag && decodeGroupId(id).local === ENVIRONMENT_LOCAL_ID;
