/**
 * The domain types of the PRO APIs under their own names, so callers need not reach into the
 * generated namespaces (`Main.Application`, `SessionManager.Session`).
 */
export type {
  AimmsVersion,
  ApiKey,
  ApiKeyScope,
  AppAccessEntry,
  Application,
  ApplicationAttributes,
  ApplicationCategory,
  CurrentUser,
  CustomizationConfig,
  Environment,
  Group,
  LaunchResponse,
  MfaQrCode,
  MfaSettings,
  MfaStatus,
  PasswordRules,
  PublishMetadata,
  ResourceProfile,
  RetentionSettings,
  Task,
  Tunnel,
  User,
} from './generated/main';
export { MfaPolicy, TaskState, TaskStatusCommand, WebUIFlag } from './generated/main';
export type { Session, SessionLogEntry } from './generated/sessions';
export { SessionKind } from './generated/sessions';

/**
 * The JSON form of a model as it travels: dates as ISO strings, enums as their values.
 * @example
 * const wire = { id: 't1', createdAt: '2026-07-01T10:00:00Z' } satisfies Partial<JsonOf<Task>>;
 */
export type JsonOf<T> = T extends Date
  ? string
  : T extends string
    ? `${T}`
    : T extends readonly (infer U)[]
      ? JsonOf<U>[]
      : T extends object
        ? { [K in keyof T]: JsonOf<T[K]> }
        : T;
