/**
 * Typed errors of the classes: a failure narrowed to one operation's declared error answer, its
 * status and the body the spec declares for it, read off the operations openapi-typescript
 * generates from the same specs.
 */
import { ProApiError } from './errors';
import type { ApiName } from './api-paths';
import type { operations as MainOperations } from './generated/paths/main';
import type { operations as V1Operations } from './generated/paths/v1';
import type { operations as AuthOperations } from './generated/paths/auth';
import type { operations as SessionsOperations } from './generated/paths/sessions';
import type { operations as UsersOperations } from './generated/paths/users';
import type { operations as SecretsOperations } from './generated/paths/secrets';

/** The operations of each API by operationId (the name of the class method). */
export interface Operations {
  main: MainOperations;
  v1: V1Operations;
  auth: AuthOperations;
  sessions: SessionsOperations;
  users: UsersOperations;
  secrets: SecretsOperations;
}

type Responses<A extends ApiName, O extends keyof Operations[A]> = Operations[A][O] extends { responses: infer R }
  ? R
  : never;

/** The error statuses (400 and up) an operation declares. */
export type ErrorStatus<A extends ApiName, O extends keyof Operations[A]> = {
  [S in keyof Responses<A, O>]: S extends number ? (`${S}` extends `${1 | 2 | 3}${string}` ? never : S) : never;
}[keyof Responses<A, O>];

/** The body an operation declares for an error status (its JSON content). */
export type ErrorBodyOf<A extends ApiName, O extends keyof Operations[A], S extends keyof Responses<A, O>> = Responses<
  A,
  O
>[S] extends { content: { 'application/json': infer B } }
  ? B
  : undefined;

/** A ProApiError of one declared error answer of an operation: its status and its typed body. */
export type OperationError<
  A extends ApiName,
  O extends keyof Operations[A],
  S extends ErrorStatus<A, O>,
> = ProApiError & {
  readonly status: S;
  readonly body: ErrorBodyOf<A, O, S>;
};

/**
 * Whether `err` is the answer `status` of the operation, narrowing it to that status and the error
 * body the spec declares for it; only the statuses the operation declares type-check.
 * @example
 * try { await pro.main.apiKeys.createApiKey({ apiKeyCreate }); }
 * catch (err) { if (isOperationError(err, 'main', 'createApiKey', 409)) console.warn(err.body.errorId); }
 */
export function isOperationError<A extends ApiName, O extends keyof Operations[A], const S extends ErrorStatus<A, O>>(
  err: unknown,
  api: A,
  operation: O,
  status: S,
): err is OperationError<A, O, S> {
  return err instanceof ProApiError && err.status === status;
}
