import { Alert, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { SWRResponse } from 'swr';
import { errorMessage } from '../../../shared/api/errors';
import { useMembersOfGroups, type AccessEntry } from '../api/app-access';
import { accessThroughGroups, alsoThroughGroups, groupsOfUser } from '../lib/access-through-groups';
import { AccessList } from './access-list';

export const NO_USERS_TEXT = 'No user has direct access to this app.';
export const NO_GROUP_ACCESS_TEXT = 'No group gives access to this app.';
export const USERS_HINT = 'Access through groups changes on the Groups tab.';

interface UsersAccessTabProps {
  users: SWRResponse<AccessEntry[]>;
  /** The groups with access (undefined while they load). */
  groups: AccessEntry[] | undefined;
  groupsError: unknown;
  onRetryGroups: () => void;
  onRemove: (entry: AccessEntry) => void;
}

/** The Users tab: users given the app directly (removable), then the users who have it through groups. */
export function UsersAccessTab({ users, groups, groupsError, onRetryGroups, onRemove }: UsersAccessTabProps) {
  const members = useMembersOfGroups(groups);
  const applied = groups ?? [];
  const inherited = accessThroughGroups(applied, members.data ?? []);
  const error = groupsError ?? members.error;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Direct access
      </Typography>
      <AccessList
        label="Users with access"
        entries={users.data}
        error={users.error}
        emptyText={NO_USERS_TEXT}
        onRetry={() => void users.mutate()}
        onRemove={onRemove}
        describe={(entry) =>
          alsoThroughGroups(groupsOfUser(applied, members.data ?? [], entry.entity_name, entry.env_name))
        }
      />
      <Typography variant="subtitle2" component="h3">
        Access through groups
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => (groupsError ? onRetryGroups() : void members.mutate())}>Retry</Button>}
        >
          {errorMessage(error)}
        </Alert>
      ) : !groups || !members.data ? (
        <CircularProgress aria-label="Loading access through groups" />
      ) : inherited.length === 0 ? (
        <Alert severity="info">{NO_GROUP_ACCESS_TEXT}</Alert>
      ) : (
        <List dense aria-label="Access through groups">
          {inherited.map((line) => (
            <ListItem key={line.key}>
              <ListItemText primary={line.who} secondary={line.through} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="body2" color="text.secondary">
        {USERS_HINT}
      </Typography>
    </Stack>
  );
}
