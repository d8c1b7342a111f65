/** One operation as the testing kit knows it: its method, path template and an answer per declared status. */
export interface MockOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** By status: the example body (JSON, or a text of `type`), none for an answer without content. */
  readonly responses: Readonly<Record<string, { readonly body?: unknown; readonly type?: string }>>;
}
