import { useState } from 'react';
import Button from '@mui/material/Button';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { usePortalContext } from '../../shared/portal-context';
import { lazyComponent } from '../../shared/components/lazy-component';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';
import type { UserMenuListProps } from './user-menu-list';

const UserMenuList = lazyComponent<UserMenuListProps>(() =>
  import(/* webpackChunkName: "user-menu" */ './user-menu-list').then((m) => m.UserMenuList),
);

/** The username button; its menu (see UserMenuList) is fetched when it first opens. */
export function UserMenu() {
  const { username } = usePortalContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        sx={{ textTransform: 'none' }}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {username}
      </Button>
      {opened && <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
