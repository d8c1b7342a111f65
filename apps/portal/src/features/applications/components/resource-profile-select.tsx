import { MenuItem, TextField } from '@mui/material';
import type { ResourceProfile } from '../api/publish-options';

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
    <TextField
      select
      label={RESOURCE_PROFILE_LABEL}
      value={known ? value : ''}
      disabled={disabled || !profiles}
      onChange={(e) => onChange(e.target.value)}
    >
      {(profiles ?? []).map((p) => (
        <MenuItem key={p.name} value={p.name}>
          {p.description ? `${p.name}: ${p.description}` : p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
