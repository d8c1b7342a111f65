import { useState } from 'react';
import { IconButton, Menu } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  explainAccessError,
  manageEnvironmentError,
  manageUserError,
  resetMfaError,
  userAccessError,
} from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import type { User } from '../api/users';
import { RefusableMenuItem } from './refusable-menu-item';

const LABELS = {
  edit: 'Edit',
  access: 'App access',
  explain: 'Explain access',
  resetMfa: 'Reset MFA',
  delete: 'Delete',
} as const;

export type UserAction = keyof typeof LABELS;

/**
 * Edit, App access, Explain access, Reset MFA and Delete of a user row. An entry the server would refuse (the administrator
 * account; administrators, for a group admin) stays in the menu, disabled, and its tooltip says why.
 */
export function UserRowMenu({ user, onAction }: { user: User; onAction: (action: UserAction, user: User) => void }) {
  const caller = usePortalContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const manage = manageEnvironmentError(caller, user.environment.name) ?? manageUserError(caller, user.groups);
  const reasons: Record<UserAction, string | null> = {
    edit: manage,
    access: userAccessError(caller, user.groups),
    explain: explainAccessError(caller, user.environment.name),
    resetMfa: resetMfaError(caller, user.groups),
    delete: manage,
  };
  return (
    <>
      <IconButton aria-label={`Actions for user ${user.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(LABELS) as UserAction[]).map((action) => (
          <RefusableMenuItem
            key={action}
            label={LABELS[action]}
            reason={reasons[action]}
            onClick={() => {
              setAnchor(null);
              onAction(action, user);
            }}
          />
        ))}
      </Menu>
    </>
  );
}
