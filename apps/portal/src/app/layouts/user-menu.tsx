import { useState } from 'react';
import { Button } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { usePortalContext } from '../../shared/portal-context';
import { lazyComponent } from '../../shared/components/lazy-component';

// The menu's entries (and MUI's Menu) are fetched when it first opens.
const UserMenuList = lazyComponent(() =>
  import(/* webpackChunkName: "user-menu" */ './user-menu-list').then((m) => m.UserMenuList),
);

/** The username button of the header; it opens the user menu. */
export function UserMenu() {
  const { username } = usePortalContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        sx={{ textTransform: 'none' }}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {username}
      </Button>
      {opened && <UserMenuList anchorEl={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
