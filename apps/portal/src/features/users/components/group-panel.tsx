import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Button, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import { deleteGroupError, renameGroupError } from '@pro-portal/rules';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import type { AccountList } from '../api/environment-account';
import { useGroupMutations, type Group } from '../api/groups';
import type { User } from '../api/users';
import { capacityLabel, groupDescription, groupKind, membersOf } from '../lib/groups';
import { AddUserDialog } from './add-user-dialog';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { GroupApps } from './group-apps';
import { GroupDialog } from './group-dialog';
import { GroupUsers } from './group-users';
import { UserDialog } from './user-dialog';
import { useMutation } from '../../../shared/api/use-mutation';

interface GroupPanelProps {
  environment: string;
  group: Group;
  groups: Group[];
  users: AccountList<User>;
  /** The caller may not change this environment's groups and users. */
  readOnly?: boolean;
}

type PanelDialog = 'add' | 'create' | 'rename' | 'delete' | null;

/** One collapsible group: lock icon for role groups, 'n / max max' for limited groups, its apps and users. */
export function GroupPanel({ environment, group, groups, users, readOnly }: GroupPanelProps) {
  const showError = useErrorToast();
  const { deleteGroup } = useGroupMutations(environment);
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const kind = groupKind(group);
  const members = users.data ? membersOf(group, users.data) : undefined;
  const titleId = `group-${group.entity}-title`;

  const guarded = (error: string | null, next: PanelDialog) => (error ? showError(error) : setDialog(next));
  const remove = useMutation(() => deleteGroup(group.name));
  return (
    <Accordion slotProps={{ transition: { unmountOnExit: true } }} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`group-${group.entity}-details`} id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {kind === 'role' && <LockIcon fontSize="small" titleAccess="Role group" />}
          {kind === 'everyone' && <PublicIcon fontSize="small" titleAccess="Everyone group" />}
          <Typography sx={{ fontWeight: 500 }}>{group.name}</Typography>
          <Chip size="small" label={capacityLabel(group, members?.length ?? group.curr_users)} />
          <Typography variant="body2" color="text.secondary">
            {groupDescription(group)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`group-${group.entity}-details`}>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', display: readOnly ? 'none' : undefined }}>
          {kind !== 'everyone' && (
            <Button size="small" onClick={() => setDialog('add')} disabled={!users.data}>
              Add existing user
            </Button>
          )}
          {kind === 'regular' && (
            <Button size="small" onClick={() => setDialog('create')} disabled={!users.data}>
              Create user in group
            </Button>
          )}
          <Button size="small" onClick={() => guarded(renameGroupError(group.entity), 'rename')}>
            Rename group
          </Button>
          <Button
            size="small"
            color="error"
            disabled={!members}
            onClick={() =>
              guarded(
                deleteGroupError(
                  group.entity,
                  (members ?? []).map((m) => m.groups),
                ),
                'delete',
              )
            }
          >
            Delete group
          </Button>
        </Stack>
        <GroupApps environment={environment} group={group} />
        <GroupUsers environment={environment} group={group} members={members} users={users} readOnly={readOnly} />
      </AccordionDetails>
      {dialog === 'add' && users.data && (
        <AddUserDialog environment={environment} group={group} users={users.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'create' && users.data && (
        <UserDialog
          environment={environment}
          groups={groups}
          users={users.data}
          contextGroup={group}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && (
        <GroupDialog environment={environment} groups={groups} group={group} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete group"
          message={`Are you sure you want to delete group ${group.name}?`}
          onConfirm={remove}
          onClose={() => setDialog(null)}
        />
      )}
    </Accordion>
  );
}
