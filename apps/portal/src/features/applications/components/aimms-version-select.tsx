import { ListSubheader, MenuItem } from '@mui/material';
import { groupProductVersions } from '@pro-portal/rules';
import type { AimmsVersion } from '../api/publish-options';
import { ListSelect } from './list-select';

interface AimmsVersionSelectProps {
  versions: AimmsVersion[] | undefined;
  dev: boolean;
  value: string;
  disabled?: boolean;
  onChange: (id: string) => void;
}

export const AIMMS_VERSION_LABEL = 'AIMMS version';

/** The {product} versions grouped by major.minor, newest first; dev-only builds hidden unless `dev`. */
export function AimmsVersionSelect({ versions, dev, value, disabled, onChange }: AimmsVersionSelectProps) {
  const groups = groupProductVersions(versions ?? [], dev);
  const known = groups.some((g) => g.versions.some((v) => v.id === value));
  return (
    <ListSelect
      label={AIMMS_VERSION_LABEL}
      value={value}
      known={known}
      loaded={!!versions}
      disabled={disabled}
      onChange={onChange}
      required
    >
      {groups.flatMap((group) => [
        <ListSubheader key={`group-${group.majorMinor}`}>{group.majorMinor}</ListSubheader>,
        ...group.versions.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name || v.id}
          </MenuItem>
        )),
      ])}
    </ListSelect>
  );
}
