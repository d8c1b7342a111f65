import { tunnelHints, validationMessages as v } from '@pro-portal/rules';
import { INTEGER_RANGES } from './validators.js';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

type FieldMessages = Record<string, Partial<Record<string, string>>>;

/** A required text field: missing and empty give the same message, too long its own. */
const requiredText = (required: string, tooLong?: string) => ({ required, minLength: required, maxLength: tooLong });

const environment: FieldMessages = {
  name: requiredText(v.environment.nameRequired, v.environment.nameTooLong),
  description: { maxLength: v.environment.descriptionTooLong },
};
const group: FieldMessages = {
  groupname: requiredText(v.group.nameRequired, v.group.nameTooLong),
};
const user: FieldMessages = {
  username: requiredText(v.user.usernameRequired, v.user.usernameTooLong),
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
const mfaCode = {
  type: v.mfaCode.notInteger,
  minimum: v.mfaCode.negative,
  maximum: v.mfaCode.tooLarge,
};

/** Spec section 5 messages for schema failures, per operation and body field. */
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
    context: { ...requiredText(v.tunnel.contextRequired), pattern: tunnelHints.context },
    socketAddress: { ...requiredText(v.tunnel.socketAddressRequired), pattern: tunnelHints.socketAddress },
    userGroups: requiredText(v.tunnel.userGroupsRequired),
  },
  changePassword: {
    currentPassword: { required: v.changePassword.currentPasswordRequired },
    newPassword: { required: v.changePassword.newPasswordRequired },
  },
  enableMfa: { mfaVerificationCode: mfaCode },
  verifyLoginMfa: { mfa_code: mfaCode },
  login: {
    username: { required: v.login.usernameRequired },
    password: { required: v.login.passwordRequired },
  },
  createCategory: category,
  updateCategory: category,
  updateApplication: { description: { maxLength: v.application.descriptionTooLong } },
};

/** A message a person understands for a request that breaks the spec's schema. */
export function validationMessage(
  operationId: string | undefined,
  context: string | undefined,
  errors: AjvError[],
): string {
  const first = errors[0] ?? {};
  const keyword = first.keyword ?? '';
  const field =
    keyword === 'required'
      ? String(first.params?.missingProperty ?? '')
      : ((first.instancePath ?? '').split('/').filter(Boolean)[0] ?? '');
  const mapped = context === 'body' && operationId ? BY_OPERATION[operationId]?.[field]?.[keyword] : undefined;
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
  if (keyword === 'minLength' && first.params?.limit === 1) return `The ${where} '${field}' must not be empty.`;
  const range = keyword === 'format' ? INTEGER_RANGES[String(first.params?.format)] : undefined;
  if (range) return `The ${where} '${field}' must be an integer from ${range[0]} to ${range[1]}.`;
  if (!field) return `The request ${context ?? 'body'} ${first.message ?? 'is invalid'}.`;
  return `The ${where} '${field}' ${first.message ?? 'is invalid'}.`;
}
