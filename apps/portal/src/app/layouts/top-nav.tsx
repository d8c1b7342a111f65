import { useState } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { usePortalContext } from '../../shared/portal-context';
import { lazyComponent } from '../../shared/components/lazy-component';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';
import { mobileNavItems, topNavItems } from './nav-items';
import type { NavMenuListProps } from './nav-menu-list';

const NavMenuList = lazyComponent<NavMenuListProps>(() =>
  import(/* webpackChunkName: "nav-menu" */ './nav-menu-list').then((m) => m.NavMenuList),
);

/** The top navigation by role and mode; on small screens a collapsed menu. */
export function TopNav() {
  const audience = usePortalContext();
  const items = topNavItems(audience);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  if (items.length === 0) return null;
  return (
    <>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 2 }}>
        {items.map((item) => (
          <Button
            key={item.to}
            component={NavLink}
            to={item.to}
            color="inherit"
            sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 1 }}>
        <IconButton
          color="inherit"
          aria-label="Open navigation menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MenuIcon />
        </IconButton>
        {opened && <NavMenuList anchor={anchor} items={mobileNavItems(audience)} onClose={() => setAnchor(null)} />}
      </Box>
    </>
  );
}
