import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { isSamlEnvironment, type EnvironmentOption } from '../lib/environment-option';

interface EnvironmentSelectProps {
  environments: EnvironmentOption[];
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
}

const ID = 'login-environment';

/**
 * The environment dropdown, grouped 'PRO Environments' and 'SAML Environments'. The browser's own
 * select: it opens as the system's list on phones and keeps MUI's menu and modal out of the login
 * page's first load.
 */
export function EnvironmentSelect({ environments, value, onChange, disabled }: EnvironmentSelectProps) {
  const pro = environments.filter((env) => !isSamlEnvironment(env));
  const saml = environments.filter(isSamlEnvironment);
  const known = environments.some((env) => env.name === value);
  const options = (envs: EnvironmentOption[]) =>
    envs.map((env) => (
      <option key={env.name} value={env.name}>
        {env.name}
      </option>
    ));
  return (
    <FormControl fullWidth disabled={disabled}>
      <InputLabel htmlFor={ID} shrink>
        Environment
      </InputLabel>
      <NativeSelect
        id={ID}
        name="environment"
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput notched label="Environment" />}
      >
        {!known && <option value="" disabled />}
        {pro.length > 0 && <optgroup label={uiTexts.proEnvironments}>{options(pro)}</optgroup>}
        {saml.length > 0 && <optgroup label={uiTexts.samlEnvironments}>{options(saml)}</optgroup>}
      </NativeSelect>
    </FormControl>
  );
}
