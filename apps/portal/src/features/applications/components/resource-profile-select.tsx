import { MenuItem } from '@mui/material';
import type { ResourceProfile } from '../api/publish-options';
import { ListSelect } from './list-select';

const RESOURCE_PROFILE_LABEL = 'Resource profile';

interface ResourceProfileSelectProps {
  profiles: ResourceProfile[] | undefined;
  value: string;
  disabled?: boolean;
  onChange: (name: string) => void;
}

/** The resource profile an app runs with. */
export function ResourceProfileSelect({ profiles, value, disabled, onChange }: ResourceProfileSelectProps) {
  const known = profiles?.some((p) => p.name === value) ?? false;
  return (
    <ListSelect
      label={RESOURCE_PROFILE_LABEL}
      value={value}
      known={known}
      loaded={!!profiles}
      disabled={disabled}
      onChange={onChange}
    >
      {(profiles ?? []).map((p) => (
        <MenuItem key={p.name} value={p.name}>
          {p.description ? `${p.name}: ${p.description}` : p.name}
        </MenuItem>
      ))}
    </ListSelect>
  );
}
