import { MenuItem, TextField } from '@mui/material';
import { padVersion } from '@pro-portal/rules';
import { ChoiceSelect } from '../../../shared/components/choice-select';
import { LATEST_VERSION, type TaskApp as App } from '../api/create-task';

const versionsOf = (apps: readonly App[], name: string) =>
  apps.filter((app) => app.name === name).sort((a, b) => padVersion(b.version).localeCompare(padVersion(a.version)));

/** The version preselected for an app: its latest tag when it has one, else its highest version. */
export const initialVersion = (apps: readonly App[], name: string): string => {
  const versions = versionsOf(apps, name);
  return versions.some((app) => app.isLatest) || versions.length === 0 ? LATEST_VERSION : versions[0]!.version;
};

interface AppVersionFieldsProps {
  apps: readonly App[];
  appName: string;
  appVersion: string;
  appError?: string;
  onAppName: (name: string) => void;
  onAppVersion: (version: string) => void;
  onBlur: (event: React.FocusEvent) => void;
}

/** The application and version choice of the 'New task' dialog; 'Latest version' names the tagged version. */
export function AppVersionFields({ apps, appName, appVersion, appError, ...on }: AppVersionFieldsProps) {
  const names = [...new Set(apps.map((app) => app.name))].sort();
  const versions = versionsOf(apps, appName);
  const tagged = versions.find((app) => app.isLatest);
  return (
    <>
      <ChoiceSelect
        label="Application"
        required
        name="appName"
        value={appName}
        options={names}
        onChange={on.onAppName}
        onBlur={on.onBlur}
        error={!!appError}
        helperText={appError}
        fullWidth
      />
      <TextField
        select
        label="Version"
        name="appVersion"
        value={appVersion}
        onChange={(event) => on.onAppVersion(event.target.value)}
        fullWidth
        disabled={!appName}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {(tagged || !appName) && (
          <MenuItem value={LATEST_VERSION}>{tagged ? `Latest version (${tagged.version})` : 'Latest version'}</MenuItem>
        )}
        {versions.map((app) => (
          <MenuItem key={app.version} value={app.version}>
            {app.version}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
