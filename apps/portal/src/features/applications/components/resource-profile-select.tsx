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
export function ResourceProfileSelect({ profiles, ...field }: ResourceProfileSelectProps) {
  return (
    <ListSelect {...field} label={RESOURCE_PROFILE_LABEL} values={profiles?.map((p) => p.name)}>
      {(profiles ?? []).map((p) => (
        <MenuItem key={p.name} value={p.name}>
          {p.description ? `${p.name}: ${p.description}` : p.name}
        </MenuItem>
      ))}
    </ListSelect>
  );
}
