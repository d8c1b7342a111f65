import { useState } from 'react';
import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useToast } from '../../../shared/toast';
import { ShowApiCallButton } from '../../../shared/components/show-api-call';
import { grantGroupCall, useAccessMutations, useApplications, useAppsByGroup } from '../api/app-access';
import type { Group } from '../api/groups';
import { ListState } from '../../../shared/components/load-state';
import { useMutation } from '../../../shared/api/use-mutation';

interface GroupAppsProps {
  environment: string;
  group: Group;
}

const appLabel = (name: string, version: string) => `${name} ${version}`;

/** The apps the group has access to, each removable unless not deletable, and a way to add one. */
export function GroupApps({ environment, group }: GroupAppsProps) {
  const toast = useToast();
  const access = useAppsByGroup(environment, group.name);
  const apps = useApplications();
  const { grantGroup, revokeGroup } = useAccessMutations();
  const [choice, setChoice] = useState('');
  const applied = new Set((access.data ?? []).map((e) => appLabel(e.app_name, e.app_version)));
  const candidates = (apps.data ?? []).filter((a) => !applied.has(appLabel(a.name, a.version)));

  const chosen = candidates.find((a) => appLabel(a.name, a.version) === choice);
  const grant = async () => {
    const app = chosen;
    if (!app) return;
    try {
      await grantGroup(environment, group.name, app);
      setChoice('');
    } catch (err) {
      toast.error(err);
    }
  };
  const revoke = useMutation(revokeGroup);
  return (
    <section aria-label={`App access of ${group.name}`}>
      <Typography variant="subtitle2" component="h3">
        App access
      </Typography>
      <ListState
        label="app access"
        items={access.data}
        error={access.error}
        emptyText="This group has no app access."
        onRetry={() => void access.mutate()}
      >
        {(entries) => (
          <List dense aria-label={`Apps of ${group.name}`}>
            {entries.map((entry) => {
              const label = appLabel(entry.app_name, entry.app_version);
              return (
                <ListItem
                  key={label}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Remove access to ${label}`}
                      disabled={!entry.deletable}
                      onClick={() => void revoke(entry)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={label} />
                </ListItem>
              );
            })}
          </List>
        )}
      </ListState>
      <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="App"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          sx={{ minWidth: 240 }}
          disabled={candidates.length === 0}
        >
          {candidates.map((a) => (
            <MenuItem key={appLabel(a.name, a.version)} value={appLabel(a.name, a.version)}>
              {appLabel(a.name, a.version)}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" onClick={() => void grant()} disabled={!choice}>
          Give access
        </Button>
        {chosen && <ShowApiCallButton size="small" call={() => grantGroupCall(environment, group.name, chosen)} />}
      </Stack>
    </section>
  );
}
