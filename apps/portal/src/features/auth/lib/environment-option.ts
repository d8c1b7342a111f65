/** An environment as the login page lists it. */
export interface EnvironmentOption {
  name: string;
  description?: string | null;
  isDefault?: boolean | null;
  samlMetadataUrl?: string | null;
  domain?: string | null;
}

export const isSamlEnvironment = (env: EnvironmentOption | undefined): boolean => !!env?.samlMetadataUrl?.trim();
