import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';

export interface EnvironmentOption {
  name: string;
  description?: string;
  isDefault?: boolean;
  samlMetadataUrl?: string;
  domain?: string;
}

interface EnvironmentSelectProps {
  environments: EnvironmentOption[];
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
}

export const isSamlEnvironment = (env: EnvironmentOption | undefined): boolean => !!env?.samlMetadataUrl?.trim();

/** The environment dropdown, grouped 'PRO Environments' and 'SAML Environments'. */
export function EnvironmentSelect({ environments, value, onChange, disabled }: EnvironmentSelectProps) {
  const pro = environments.filter((env) => !isSamlEnvironment(env));
  const saml = environments.filter(isSamlEnvironment);
  const item = (env: EnvironmentOption) => (
    <MenuItem key={env.name} value={env.name}>
      {env.name}
    </MenuItem>
  );
  return (
    <TextField
      select
      fullWidth
      id="login-environment"
      name="environment"
      label="Environment"
      value={environments.some((env) => env.name === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    >
      {pro.length > 0 && <ListSubheader>{uiTexts.proEnvironments}</ListSubheader>}
      {pro.map(item)}
      {saml.length > 0 && <ListSubheader>{uiTexts.samlEnvironments}</ListSubheader>}
      {saml.map(item)}
    </TextField>
  );
}
