import { scopesNeeded } from '@pro-portal/rules';
import { ALL_APIS, apiCallTag, type ApiCall, type ApiName } from '@pro-portal/sdk';
import { MATRIX } from './support/authorization-matrix';
import { allOperations, type ApiFile } from './support/operations';

const CLIENT_API: Partial<Record<ApiFile, ApiName>> = { 'pro-api-v2': 'main', 'pro-api-v1': 'v1' };

/** The SDK's API class (client key) that holds an operation, as "Show API call" names it. */
function clientClassOf(api: ApiName, operationId: string): string | undefined {
  const classes: Record<string, { prototype: object }> = ALL_APIS[api];
  return Object.keys(classes).find((key) => operationId in classes[key]!.prototype);
}

const keyed = allOperations().filter((op) => CLIENT_API[op.api] && !op.open);

describe('the scope "Show API call" names is the scope the sandbox enforces', () => {
  it.each(keyed.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
    const api = CLIENT_API[op.api]!;
    const apiClass = clientClassOf(api, operationId);
    expect(apiClass).toBeDefined();
    const call: ApiCall = { api, apiClass: apiClass!, operation: operationId, params: {} };
    // The tag derived from the SDK class is the spec's tag, so the shared table is read as the server reads it.
    expect(apiCallTag(call)).toBe(op.tag);
    const shown = scopesNeeded(operationId, apiCallTag(call));
    const enforced = MATRIX[operationId]?.scope;
    expect(enforced).toBeDefined();
    if (enforced === null) expect(shown).toEqual([]);
    else expect(shown).toContain(enforced);
  });
});
