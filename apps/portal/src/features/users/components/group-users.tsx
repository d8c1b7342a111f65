import { useState } from 'react';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { isEveryoneGroupId, removeFromGroupError } from '@pro-portal/rules';
import { successMessages } from '../../../shared/texts/success-messages';
import { useToast } from '../../../shared/toast';
import { useErrorToast } from '../../../shared/api/use-error-toast';
import { useMutation } from '../../../shared/api/use-mutation';
import type { AccountList } from '../api/environment-account';
import type { Group } from '../api/groups';
import { useUserMutations, type User } from '../api/users';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ListState } from '../../../shared/components/load-state';

interface GroupUsersProps {
  environment: string;
  group: Group;
  members: User[] | undefined;
  users: AccountList<User>;
  /** The caller may not change this environment's memberships. */
  readOnly?: boolean;
}

/** The group's users; each can be taken out unless it is their only group (not from the everyone group). */
export function GroupUsers({ environment, group, members, users, readOnly }: GroupUsersProps) {
  const toast = useToast();
  const showError = useErrorToast();
  const { removeFromGroup, refresh } = useUserMutations(environment);
  const removable = !readOnly && !isEveryoneGroupId(group.entity);

  const [asked, setAsked] = useState<User | null>(null);
  const ask = (user: User) => {
    const blocked = removeFromGroupError(user.groups, group.entity);
    if (blocked) showError(blocked);
    else setAsked(user);
  };
  const removeUser = useMutation(removeFromGroup, {
    onSuccess: (_result, userName, groupName) =>
      toast.success(successMessages.userRemovedFromGroup(userName, groupName)),
  });
  // A failed removal refreshes too: the membership may have changed on the server meanwhile.
  const remove = async (user: User) => {
    await removeUser(user.name, group.name);
    await refresh();
  };
  return (
    <section aria-label={`Users of ${group.name}`}>
      <Typography variant="subtitle2" component="h3">
        Users
      </Typography>
      <ListState
        label="users"
        items={members}
        error={users.error}
        emptyText="This group has no users."
        onRetry={users.retry}
      >
        {(list) => (
          <List dense aria-label={`Members of ${group.name}`}>
            {list.map((user) => (
              <ListItem
                key={user.name}
                secondaryAction={
                  removable && (
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${user.name} from ${group.name}`}
                      onClick={() => ask(user)}
                    >
                      <PersonRemoveIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={user.name} secondary={user.description ?? undefined} />
              </ListItem>
            ))}
          </List>
        )}
      </ListState>
      {asked && (
        <ConfirmDialog
          title="Remove from group"
          message={`Remove ${asked.name} from the ${group.name} group?`}
          confirmLabel="Remove"
          onConfirm={() => remove(asked)}
          onClose={() => setAsked(null)}
        />
      )}
    </section>
  );
}
