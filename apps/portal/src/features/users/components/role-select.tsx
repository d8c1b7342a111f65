import { useState } from 'react';
import { ListItemText, MenuItem, TextField } from '@mui/material';
import {
  ROLES,
  ROLE_LABELS,
  assignRoleError,
  manageEnvironmentError,
  roleFromGroups,
  type Role,
} from '@pro-portal/rules';
import { errorMessages } from '../../../shared/texts/error-messages';
import { successMessages } from '../../../shared/texts/success-messages';
import { usePortalContext } from '../../../shared/portal-context';
import { Tooltip } from '../../../shared/tooltip';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { useAssignRole } from '../api/roles';
import type { User } from '../api/users';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';

/**
 * The Global Role quick selector of a user row: changes role-group membership (joining the new role's
 * group, leaving the old role's). A role the
 * server would refuse (lowering the administrator account, a non-admin role for a user in no regular
 * group) is offered disabled with the reason beside it; a change is confirmed
 * first. When no other role is possible the selector itself is disabled and its tooltip says why.
 */
export function RoleSelect({ environment, user }: { environment: string; user: User }) {
  const caller = usePortalContext();
  const toast = useToast();
  const assignRole = useMutation(useAssignRole(environment), {
    onSuccess: (_result, { name }, to) =>
      toast.success(successMessages.roleChanged(name, ROLE_LABELS[to]), { topic: `role-${name}` }),
    errorToast: ({ name }, to) => ({ prefix: errorMessages.assignRole(ROLE_LABELS[to], name), topic: `role-${name}` }),
  });
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<Role | null>(null);
  const current = roleFromGroups(user.groups);
  const outside = manageEnvironmentError(caller, environment);
  const reasons = new Map(ROLES.map((role) => [role, outside ?? assignRoleError(caller, user.groups, role)]));
  const others = ROLES.filter((role) => role !== current);
  const locked = others.every((role) => reasons.get(role) !== null) ? reasons.get(others[0]!) : null;

  const change = async (to: Role) => {
    setBusy(true);
    await assignRole(user, to);
    setBusy(false);
  };
  const select = (
    <TextField
      select
      size="small"
      value={current}
      disabled={busy || !!locked}
      onChange={(e) => {
        const to = ROLES.find((r) => r === e.target.value);
        if (to && to !== current) setAsked(to);
      }}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': `Global role of ${user.name}` },
          renderValue: (value) => ROLE_LABELS[value as Role],
        },
      }}
      sx={{ minWidth: 160 }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role} disabled={reasons.get(role) !== null}>
          <ListItemText
            primary={ROLE_LABELS[role]}
            secondary={reasons.get(role)}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {locked ? (
        <Tooltip title={locked} describeChild>
          <span>{select}</span>
        </Tooltip>
      ) : (
        select
      )}
      {asked && (
        <ConfirmDialog
          title="Change role"
          message={`Change the global role of ${user.name} from ${ROLE_LABELS[current]} to ${ROLE_LABELS[asked]}?`}
          confirmLabel="Change role"
          onConfirm={() => change(asked)}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}
