import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { AccountDirectory } from '../api/account-directory';
import type { AccountList } from '../api/environment-account';
import type { Group } from '../api/groups';
import { useUserMutations, type User } from '../api/users';
import { groupNames } from '../lib/groups';
import { searchUsers } from '../lib/account-search';
import { RESET_MFA_TEXTS } from '../lib/reset-mfa-texts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { GroupTags } from './group-tags';
import { ListState } from '../../../shared/components/load-state';
import { RoleSelect } from './role-select';
import { ExplainAccessDialog } from './explain-access-dialog';
import { UserAccessDialog } from './user-access-dialog';
import { UserDialog } from './user-dialog';
import { UserRowMenu, type UserAction } from './user-row-menu';
import { useMutation } from '../../../shared/api/use-mutation';
import { useOpenDialog } from '../../../shared/hooks/use-open-dialog';
import { useToast } from '../../../shared/toast';

interface UsersTabProps {
  environment: string;
  groups: AccountList<Group>;
  users: AccountList<User>;
  directory: AccountDirectory | undefined;
  /** Shows only the users whose name, full name or email contains it. */
  search: string;
  /** The caller may not change this environment's users: no Create user, and the row actions say why. */
  readOnly?: boolean;
}

type Open = { action: UserAction | 'create'; user?: User } | null;

/** The users table: Username, Groups as tags, the Global Role selector and the row menu. */
export function UsersTab({ environment, groups, users, directory, search, readOnly }: UsersTabProps) {
  const { deleteUser, resetMfa } = useUserMutations(environment);
  const toast = useToast();
  const { open, show, close } = useOpenDialog<Open>();
  const known = [...(groups.data ?? []), ...(directory?.groups ?? [])];
  const deleting = open?.action === 'delete' ? open.user : undefined;
  const remove = useMutation((user: User) => deleteUser(user.name));
  const resettingMfa = open?.action === 'resetMfa' ? open.user : undefined;
  const reset = useMutation((user: User) => resetMfa(user.name), {
    onSuccess: (_, user) => toast.success(RESET_MFA_TEXTS.done(user.name)),
    errorToast: (user) => ({ prefix: RESET_MFA_TEXTS.failed(user.name) }),
  });
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAddIcon />}
        sx={{ mb: 2, display: readOnly ? 'none' : undefined }}
        onClick={() => show({ action: 'create' })}
        disabled={!groups.data || !users.data}
      >
        Create user
      </Button>
      <ListState label="users" items={users.data} error={users.error} emptyText="No users found" onRetry={users.retry}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label={`Users of ${environment}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Username</TableCell>
                  <TableCell>Groups</TableCell>
                  <TableCell>Global Role</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {searchUsers(list, search).map((user) => (
                  <TableRow key={user.name}>
                    <TableCell>{user.name}</TableCell>
                    <TableCell>
                      <GroupTags names={groupNames(user.groups, known)} />
                    </TableCell>
                    <TableCell>
                      <RoleSelect environment={environment} user={user} />
                    </TableCell>
                    <TableCell align="right">
                      <UserRowMenu user={user} onAction={(action, u) => show({ action, user: u })} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListState>
      {(open?.action === 'create' || open?.action === 'edit') && groups.data && users.data && (
        <UserDialog
          environment={environment}
          groups={groups.data}
          users={users.data}
          user={open.user}
          onClose={close}
        />
      )}
      {open?.action === 'access' && open.user && (
        <UserAccessDialog environment={environment} user={open.user} onClose={close} />
      )}
      {open?.action === 'explain' && open.user && (
        <ExplainAccessDialog environment={environment} user={open.user} onClose={close} />
      )}
      {resettingMfa && (
        <ConfirmDialog
          title={RESET_MFA_TEXTS.title}
          message={RESET_MFA_TEXTS.question(resettingMfa.name)}
          confirmLabel={RESET_MFA_TEXTS.confirm}
          onConfirm={() => reset(resettingMfa)}
          onClose={close}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete user"
          message={`Are you sure you want to delete user ${deleting.name}?`}
          onConfirm={() => remove(deleting)}
          onClose={close}
        />
      )}
    </>
  );
}
