import type { ReactNode } from 'react';
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { uiTexts } from '@pro-portal/rules';
import { isSamlEnvironment, type EnvironmentOption } from '../lib/environment-option';

interface EnvironmentSelectProps {
  environments: EnvironmentOption[];
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
}

/** A group label of the list; it takes none of the props the select gives its options. */
function GroupHeader({ children }: { children: ReactNode }) {
  return <ListSubheader role="presentation">{children}</ListSubheader>;
}

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
      {pro.length > 0 && <GroupHeader>{uiTexts.proEnvironments}</GroupHeader>}
      {pro.map(item)}
      {saml.length > 0 && <GroupHeader>{uiTexts.samlEnvironments}</GroupHeader>}
      {saml.map(item)}
    </TextField>
  );
}
