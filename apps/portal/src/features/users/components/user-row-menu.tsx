import { useState } from 'react';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  explainAccessError,
  manageEnvironmentError,
  manageUserError,
  resetMfaError,
  userAccessError,
} from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { Tooltip } from '../../../shared/tooltip';
import type { User } from '../api/users';

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
    resetMfa: resetMfaError(caller),
    delete: manage,
  };
  return (
    <>
      <IconButton aria-label={`Actions for user ${user.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(LABELS) as UserAction[]).map((action) => {
          const reason = reasons[action];
          // aria-disabled rather than disabled: the entry stays focusable and hoverable, so its tooltip shows.
          const item = (
            <MenuItem
              key={action}
              aria-label={LABELS[action]}
              aria-disabled={reason !== null}
              sx={reason ? { opacity: 0.5, cursor: 'default' } : undefined}
              onClick={() => {
                if (reason) return;
                setAnchor(null);
                onAction(action, user);
              }}
            >
              {/* The reason shows in the entry itself too: a tooltip reaches neither touch nor every keyboard user. */}
              <ListItemText
                primary={LABELS[action]}
                secondary={reason}
                slotProps={{ secondary: { sx: { maxWidth: 260, whiteSpace: 'normal' } } }}
              />
            </MenuItem>
          );
          return reason ? (
            <Tooltip key={action} title={reason} placement="left" kind="info" describeChild>
              {item}
            </Tooltip>
          ) : (
            item
          );
        })}
      </Menu>
    </>
  );
}
