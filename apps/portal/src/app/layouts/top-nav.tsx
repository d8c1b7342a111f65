import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Box, Button, IconButton, MenuItem } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { usePortalContext } from '../../shared/portal-context';
import { mobileNavItems, topNavItems } from './nav-items';
import { MenuOnDemand } from '../../shared/components/menu-on-demand';

/** The top navigation by role and mode; on small screens a collapsed menu. */
export function TopNav() {
  const audience = usePortalContext();
  const items = topNavItems(audience);
  const mobile = mobileNavItems(audience);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        <MenuOnDemand anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {mobile.map((item) => (
            <MenuItem
              key={item.to}
              onClick={() => {
                setAnchor(null);
                navigate(item.to);
              }}
            >
              {item.label}
            </MenuItem>
          ))}
        </MenuOnDemand>
      </Box>
    </>
  );
}
