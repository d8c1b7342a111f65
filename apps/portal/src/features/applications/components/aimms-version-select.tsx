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
export function AimmsVersionSelect({ versions, dev, ...field }: AimmsVersionSelectProps) {
  const groups = groupProductVersions(versions ?? [], dev);
  const ids = versions && groups.flatMap((g) => g.versions.map((v) => v.id));
  return (
    <ListSelect {...field} label={AIMMS_VERSION_LABEL} values={ids} required>
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
