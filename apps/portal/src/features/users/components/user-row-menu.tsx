import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { userChangeError } from '@pro-portal/rules';
import { useToast } from '../../../shared/toast';
import type { User } from '../api/users';

export type UserAction = 'edit' | 'access' | 'delete';

/** Edit, App access and Delete of a user row; the administrator account refuses all three. */
export function UserRowMenu({ user, onAction }: { user: User; onAction: (action: UserAction, user: User) => void }) {
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: UserAction) => {
    setAnchor(null);
    const blocked = userChangeError(user.groups);
    if (blocked) toast.error(blocked);
    else onAction(action, user);
  };
  return (
    <>
      <IconButton aria-label={`Actions for user ${user.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('edit')}>Edit</MenuItem>
        <MenuItem onClick={() => pick('access')}>App access</MenuItem>
        <MenuItem onClick={() => pick('delete')}>Delete</MenuItem>
      </Menu>
    </>
  );
}
