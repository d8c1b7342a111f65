import { formatMessages, validationMessages as v } from '@pro-portal/rules';
import { ErrorCode } from '../errors.js';
import { momentMessage } from '../services/logs.js';
import { itemPathMessage } from '../services/secret-paths.js';
import { filterTermMessage, sortMessage } from '../services/session-overview.js';
import { iconAddressMessage, storageLabelMessage, storagePathMessage } from '../services/storage.js';
import { taskSortMessage } from '../services/tasks.js';
import { INTEGER_RANGES } from './validators.js';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
  /** The value that failed (the validators run verbose). */
  data?: unknown;
}

type FieldMessages = Record<string, Partial<Record<string, string>>>;

/** A required text field: missing and empty give the same message, too long its own. */
const requiredText = (required: string, tooLong?: string) => ({ required, minLength: required, maxLength: tooLong });

const environment: FieldMessages = {
  name: {
    ...requiredText(v.environment.nameRequired, v.environment.nameTooLong),
    pattern: v.environment.invalidCharacters,
  },
  description: { maxLength: v.environment.descriptionTooLong },
  samlMetadataUrl: { pattern: v.environment.invalidUrl },
};
const group: FieldMessages = {
  groupname: { ...requiredText(v.group.nameRequired, v.group.nameTooLong), pattern: v.group.invalidCharacters },
};
const user: FieldMessages = {
  username: {
    ...requiredText(v.user.usernameRequired, v.user.usernameTooLong),
    pattern: formatMessages.usernameCharacters,
  },
  fullname: { maxLength: v.user.fullNameTooLong },
};
const apiKey: FieldMessages = {
  keyName: requiredText(v.apiKey.nameRequired, v.apiKey.nameTooLong),
  expirationDate: { required: v.apiKey.expirationRequired, format: v.apiKey.expirationFormat },
  scopes: { required: v.apiKey.scopeRequired, minItems: v.apiKey.scopeRequired },
};
const category: FieldMessages = {
  value: requiredText(v.category.required, v.category.tooLong),
};
/** A code that is no number at all (text, null) is not numeric; a number with a fraction is no integer. */
const mfaCode = {
  required: v.mfaCode.notNumeric,
  notNumber: v.mfaCode.notNumeric,
  type: v.mfaCode.notInteger,
  minimum: v.mfaCode.negative,
  maximum: v.mfaCode.tooLarge,
};

/** The forms' own messages for schema failures, per operation and body field: the server refuses with the words the form would use. */
const BY_OPERATION: Record<string, FieldMessages> = {
  createEnvironment: environment,
  updateEnvironment: environment,
  createGroup: group,
  updateGroup: group,
  createUser: user,
  updateUser: user,
  createApiKey: apiKey,
  createAccountApiKey: apiKey,
  saveTunnel: {
    context: { ...requiredText(v.tunnel.contextRequired), pattern: formatMessages.tunnelContext },
    socketAddress: { ...requiredText(v.tunnel.socketAddressRequired), pattern: formatMessages.tunnelSocketAddress },
    userGroups: requiredText(v.tunnel.userGroupsRequired),
  },
  changePassword: {
    currentPassword: requiredText(v.changePassword.currentPasswordRequired),
    newPassword: requiredText(v.changePassword.newPasswordRequired),
  },
  verifyPassword: { currentPassword: requiredText(v.changePassword.currentPasswordRequired) },
  enableMfa: { mfaVerificationCode: mfaCode },
  verifyLoginMfa: { mfa_code: mfaCode },
  login: {
    username: { required: v.login.usernameRequired, minLength: v.login.usernameRequired },
    password: { required: v.login.passwordRequired, minLength: v.login.passwordRequired },
  },
  createCategory: category,
  updateCategory: category,
  updateApplication: { description: { maxLength: v.application.descriptionTooLong } },
};

/** A pattern that is a rule with its own refusal: the words the service would use for the value, and their code. */
interface PatternRule {
  message: (value: unknown) => string;
  code: number;
}
const storagePath: PatternRule = { message: storagePathMessage, code: ErrorCode.storagePathInvalid };
const storageLabel: PatternRule = { message: storageLabelMessage, code: ErrorCode.storagePathInvalid };
const moment = (name: string): PatternRule => ({
  message: (value) => momentMessage(name, value),
  code: ErrorCode.validation,
});
const overviewFilter: PatternRule = { message: filterTermMessage, code: ErrorCode.validation };

/**
 * Parameters whose pattern is such a rule wherever they occur, by where they are sent: the storage
 * calls' path and label and the moments in the query, the secret manager's item path in the path.
 */
const SHARED_RULES: Partial<Record<string, Record<string, PatternRule>>> = {
  querystring: {
    path: storagePath,
    label: storageLabel,
    ...Object.fromEntries(
      ['from', 'to', 'from_time', 'to_time', 'created_after', 'created_before'].map((name) => [name, moment(name)]),
    ),
  },
  params: { path: { message: itemPathMessage, code: ErrorCode.validation } },
};
/** Parameters and body fields whose pattern is such a rule in one operation only. */
const OPERATION_RULES: Record<string, Partial<Record<string, Record<string, PatternRule>>>> = {
  listAllSessions: {
    querystring: { sort: { message: sortMessage, code: ErrorCode.validation }, filter: overviewFilter },
  },
  getSessionStats: { querystring: { filter: overviewFilter } },
  updateStorageObject: { body: { label: storageLabel } },
  getAppIconUrl: { querystring: { iconPath: { message: iconAddressMessage, code: ErrorCode.storagePathInvalid } } },
  listTasks: { querystring: { sort: { message: taskSortMessage, code: ErrorCode.validation } } },
};

/** The rule of the first failure, when it is a pattern with a refusal of its own. */
function patternRule(operationId: string | undefined, context: string | undefined, first: AjvError) {
  if (first.keyword !== 'pattern' || !context) return undefined;
  const field = (first.instancePath ?? '').split('/').filter(Boolean)[0] ?? '';
  const own = operationId ? OPERATION_RULES[operationId]?.[context]?.[field] : undefined;
  return own ?? SHARED_RULES[context]?.[field];
}

/** The error code of a schema refusal: a pattern rule has its own, the rest is a validation error. */
export function validationCode(
  operationId: string | undefined,
  context: string | undefined,
  errors: AjvError[],
): number {
  return patternRule(operationId, context, errors[0] ?? {})?.code ?? ErrorCode.validation;
}

/** A message a person understands for a request that breaks the spec's schema. */
export function validationMessage(
  operationId: string | undefined,
  context: string | undefined,
  errors: AjvError[],
): string {
  const first = errors[0] ?? {};
  const rule = patternRule(operationId, context, first);
  if (rule) return rule.message(first.data);
  // A wrong type is told apart by what was sent: anything but a number is 'notNumber' to the field messages.
  const keyword = first.keyword ?? '';
  const messageKey = keyword === 'type' && typeof first.data !== 'number' ? 'notNumber' : keyword;
  const field =
    keyword === 'required'
      ? String(first.params?.missingProperty ?? '')
      : ((first.instancePath ?? '').split('/').filter(Boolean)[0] ?? '');
  // A blank text fails its pattern or format, but the server trims first: it is answered as missing.
  const blank =
    (keyword === 'pattern' || keyword === 'format') && typeof first.data === 'string' && first.data.trim() === '';
  const messages = context === 'body' && operationId ? BY_OPERATION[operationId]?.[field] : undefined;
  const mapped = (blank ? (messages?.minLength ?? messages?.required) : undefined) ?? messages?.[messageKey];
  if (mapped) return mapped;
  const where =
    context === 'querystring'
      ? 'query parameter'
      : context === 'params'
        ? 'path parameter'
        : context === 'headers'
          ? 'header'
          : 'field';
  if (keyword === 'required') return `The ${where} '${field}' is required.`;
  if ((keyword === 'minLength' && first.params?.limit === 1) || blank)
    return `The ${where} '${field}' must not be empty.`;
  const range = keyword === 'format' ? INTEGER_RANGES[String(first.params?.format)] : undefined;
  if (range) return `The ${where} '${field}' must be an integer from ${range[0]} to ${range[1]}.`;
  if (!field) return `The request ${context ?? 'body'} ${first.message ?? 'is invalid'}.`;
  return `The ${where} '${field}' ${first.message ?? 'is invalid'}.`;
}
