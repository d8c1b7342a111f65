import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { AccountList } from '../api/environment-account';
import type { Group } from '../api/groups';
import type { User } from '../api/users';
import { sortGroups } from '../lib/groups';
import { searchGroups } from '../lib/account-search';
import { GroupDialog } from './group-dialog';
import { GroupPanel } from './group-panel';
import { ListState } from '../../../shared/components/load-state';
import { UserDialog } from './user-dialog';

interface GroupsTabProps {
  environment: string;
  groups: AccountList<Group>;
  users: AccountList<User>;
  /** Shows only the groups whose name or description contains it. */
  search: string;
  /** The caller may not change this environment's groups and users: no action is offered. */
  readOnly?: boolean;
}

/** Collapsible groups with their app access and users; Create group and Create user. */
export function GroupsTab({ environment, groups, users, search, readOnly }: GroupsTabProps) {
  const [dialog, setDialog] = useState<'group' | 'user' | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, display: readOnly ? 'none' : undefined }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('group')} disabled={!groups.data}>
          Create group
        </Button>
        <Button startIcon={<PersonAddIcon />} onClick={() => setDialog('user')} disabled={!groups.data || !users.data}>
          Create user
        </Button>
      </Stack>
      <ListState
        label="groups"
        items={groups.data}
        error={groups.error}
        emptyText="No groups found"
        onRetry={groups.retry}
      >
        {(items) => (
          <div>
            {sortGroups(searchGroups(items, search)).map((group) => (
              <GroupPanel
                key={group.entity}
                environment={environment}
                group={group}
                groups={items}
                users={users}
                readOnly={readOnly}
              />
            ))}
          </div>
        )}
      </ListState>
      {dialog === 'group' && groups.data && (
        <GroupDialog environment={environment} groups={groups.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'user' && groups.data && users.data && (
        <UserDialog environment={environment} groups={groups.data} users={users.data} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
