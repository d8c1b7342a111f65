import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { GrantRow } from '../../../shared/components/grant-row';
import { useMutation } from '../../../shared/api/use-mutation';
import {
  grantGroupCall,
  useAppAccessMutations,
  useGroupsByApp,
  useMembersOfGroups,
  useUsersByApp,
  type AccessEntry,
} from '../api/app-access';
import type { AppRef } from '../api/applications';
import { AccessList, accessEntryLabel } from './access-list';
import { AccessExplainer } from './access-explainer';
import { UsersAccessTab } from './users-access-tab';
import { namedUsersWithAccess } from '../lib/access-through-groups';

export const NO_GROUPS_TEXT = 'No group has access to this app.';

/** A tab's name with how many it lists, once known: 'Groups (3)'. */
const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * Groups and users with access to one app, with how many on each tab; groups can be added (behind
 * '+ Add group', below the list) and removed, users removed.
 */
export function AppAccessDialog({ app, onClose }: { app: AppRef; onClose: () => void }) {
  const [tab, setTab] = useState<'groups' | 'users' | 'explain'>('groups');
  // Once opened, the explainer stays mounted (hidden on the other tabs), so what was picked and the
  // answer are still there on coming back.
  const [explainOpened, setExplainOpened] = useState(false);
  const [toAdd, setToAdd] = useState('');
  const groups = useGroupsByApp(app);
  const users = useUsersByApp(app);
  const { grantGroup, revokeGroup, revokeUser } = useAppAccessMutations(app);
  const applied = groups.data?.filter((g) => g.applied);
  const addable = groups.data?.filter((g) => !g.applied) ?? [];
  const chosen = addable.find((g) => accessEntryLabel(g) === toAdd);
  const [adding, setAdding] = useState(false);
  const members = useMembersOfGroups(applied);
  const usersCount =
    users.data && members.data ? namedUsersWithAccess(users.data, applied ?? [], members.data) : undefined;
  const grant = useMutation(grantGroup, {
    onSuccess: () => {
      setToAdd('');
      setAdding(false);
    },
  });
  const removeGroup = useMutation(revokeGroup);
  const removeUser = useMutation(revokeUser);
  return (
    <Dialog open onClose={onClose} aria-labelledby="access-title" fullWidth maxWidth="sm">
      <DialogTitle id="access-title">
        App access: {app.name} {app.version}
      </DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_, value: typeof tab) => {
            setTab(value);
            if (value === 'explain') setExplainOpened(true);
          }}
        >
          <Tab value="groups" label={withCount('Groups', applied?.length)} />
          <Tab value="users" label={withCount('Users', usersCount)} />
          {/* Everyone who manages an app's access may explain it, within the scope the server allows. */}
          <Tab value="explain" label="Explain" />
        </Tabs>
        {explainOpened && (
          <Box hidden={tab !== 'explain'} sx={{ mt: 2 }}>
            <AccessExplainer app={app} />
          </Box>
        )}
        {tab === 'explain' ? null : tab === 'groups' ? (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <AccessList
              label="Groups with access"
              entries={applied}
              error={groups.error}
              emptyText={NO_GROUPS_TEXT}
              onRetry={() => void groups.mutate()}
              onRemove={(entry: AccessEntry) => void removeGroup(entry)}
            />
            {adding ? (
              <GrantRow
                label="Add group"
                options={addable.map(accessEntryLabel)}
                value={toAdd}
                onChange={setToAdd}
                action="Add"
                onGrant={() => void (chosen && grant(chosen))}
                call={chosen && (() => grantGroupCall(app, chosen))}
              />
            ) : (
              <Box>
                <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={addable.length === 0}>
                  Add group
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <UsersAccessTab
            users={users}
            groups={applied}
            groupsError={groups.error}
            onRetryGroups={() => void groups.mutate()}
            onRemove={(entry: AccessEntry) => void removeUser(entry)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
