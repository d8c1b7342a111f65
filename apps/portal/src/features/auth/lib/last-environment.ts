import type { EnvironmentOption } from './environment-option';

/** Local-storage key of the environment of the last sign-in from this browser. */
export const LAST_ENVIRONMENT_KEY = 'lastEnvironment';

export function rememberEnvironment(name: string): void {
  try {
    window.localStorage.setItem(LAST_ENVIRONMENT_KEY, name);
  } catch {
    // Storage may be off (private mode); the default environment is then preselected.
  }
}

function remembered(): string | null {
  try {
    return window.localStorage.getItem(LAST_ENVIRONMENT_KEY);
  } catch {
    return null;
  }
}

/** The environment to preselect: the one asked for, else the last one used, else the default (if still listed). */
export function preselectedEnvironment(environments: EnvironmentOption[], wanted?: string): string {
  const listed = (name: string | null | undefined) =>
    name && environments.some((env) => env.name === name) ? name : undefined;
  return (
    listed(wanted) ??
    listed(remembered()) ??
    environments.find((env) => env.isDefault)?.name ??
    environments[0]?.name ??
    ''
  );
}
