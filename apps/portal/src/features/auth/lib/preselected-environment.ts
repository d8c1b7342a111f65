import type { EnvironmentOption } from './environment-option';

/**
 * The environment the login form starts on: the one asked for (that of a cancelled MFA step) while it
 * is listed, else the default environment, else the first listed.
 */
export function preselectedEnvironment(environments: EnvironmentOption[], wanted?: string): string {
  if (wanted && environments.some((env) => env.name === wanted)) return wanted;
  return environments.find((env) => env.isDefault)?.name ?? environments[0]?.name ?? '';
}
