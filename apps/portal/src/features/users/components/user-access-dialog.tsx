import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { EVERYONE_GROUP_NAME } from '@pro-portal/rules';
import { useAccessMutations, useAppsByUser, type AccessEntry } from '../api/app-access';
import type { User } from '../api/users';
import { ListState } from '../../../shared/components/load-state';
import { useMutation } from '../../../shared/api/use-mutation';
import { InfoDialog } from '../../../shared/components/info-dialog';

/** The props of a dialog about one user of an environment. */
export interface UserDialogProps {
  environment: string;
  user: User;
  onClose: () => void;
}

/** Where an entry's access comes from: the user, one of their groups, or the environment. */
function accessSource(entry: AccessEntry): string {
  if (entry.entity_enc.startsWith('user:')) return 'Direct access';
  if (entry.entity_name === EVERYONE_GROUP_NAME) return `Through environment ${entry.env_name}`;
  return `Through group ${entry.entity_name}`;
}

/** The apps a user can open and through which group; direct access is removable unless not deletable. */
export function UserAccessDialog({ environment, user, onClose }: UserDialogProps) {
  const access = useAppsByUser(environment, user.name);
  const { revokeUser } = useAccessMutations();
  const revoke = useMutation(revokeUser);
  return (
    <InfoDialog titleId="user-access-title" title={`App access of ${user.name}`} onClose={onClose}>
      <ListState
        label="app access"
        items={access.data}
        error={access.error}
        emptyText={`${user.name} has no app access.`}
        onRetry={() => void access.mutate()}
      >
        {(entries) => (
          <List dense aria-label={`Apps of ${user.name}`}>
            {entries.map((entry) => {
              const label = `${entry.app_name} ${entry.app_version}`;
              return (
                <ListItem
                  key={`${label}-${entry.entity}`}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Remove access to ${label} (${accessSource(entry)})`}
                      disabled={!entry.deletable || !entry.entity_enc.startsWith('user:')}
                      onClick={() => void revoke(entry)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={label} secondary={accessSource(entry)} />
                </ListItem>
              );
            })}
          </List>
        )}
      </ListState>
    </InfoDialog>
  );
}
