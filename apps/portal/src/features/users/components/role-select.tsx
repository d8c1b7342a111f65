import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { ROLES, ROLE_LABELS, errorMessages, roleChangeError, roleFromGroups, type Role } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import { useAssignRole } from '../api/roles';
import type { User } from '../api/users';

/** The Global Role quick selector of a user row: changes role-group membership (section 4), guarded by section 6. */
export function RoleSelect({ environment, user }: { environment: string; user: User }) {
  const toast = useToast();
  const assignRole = useAssignRole(environment);
  const [busy, setBusy] = useState(false);
  const current = roleFromGroups(user.groups);

  const change = async (to: Role) => {
    if (to === current) return;
    const blocked = roleChangeError(user.groups, to);
    if (blocked) {
      toast.error(blocked);
      return;
    }
    setBusy(true);
    try {
      await assignRole(user, to);
    } catch (err) {
      toast.error(err, { prefix: errorMessages.assignRole(ROLE_LABELS[to], user.name) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      value={current}
      disabled={busy}
      onChange={(e) => {
        const to = ROLES.find((r) => r === e.target.value);
        if (to) void change(to);
      }}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Global role of ${user.name}` } } }}
      sx={{ minWidth: 160 }}
    >
      {ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {ROLE_LABELS[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}
