import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import Menu from '@mui/material/Menu';
import Check from '@mui/icons-material/Check';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { usePortalContext } from '../../shared/portal-context';
import { PATHS } from '../../shared/paths';
import { useThemeMode, type ThemeChoice } from '../../shared/theme-mode';
import { SupportContact } from '../../shared/components/support-contact';
import { useLogout } from '../../features/auth';

const THEMES: { choice: ThemeChoice; label: string }[] = [
  { choice: 'light', label: 'Light theme' },
  { choice: 'dark', label: 'Dark theme' },
  { choice: 'system', label: 'System theme' },
];

interface UserMenuListProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The user menu's entries: environment and username; User settings, Configuration (admins), support
 * contact, theme, Logout. Open while `anchorEl` is set.
 */
export function UserMenuList({ anchorEl, onClose }: UserMenuListProps) {
  const { username, environmentName, isAdmin, contactInfo } = usePortalContext();
  const { choice, setChoice } = useThemeMode();
  const logout = useLogout();
  const navigate = useNavigate();
  const [contactAnchor, setContactAnchor] = useState<HTMLElement | null>(null);
  const close = () => {
    setContactAnchor(null);
    onClose();
  };
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const hasContact = !!contactInfo.contactTitle.trim() && !!contactInfo.contactDetails.trim();

  return (
    <>
      <Menu
        anchorEl={anchorEl}
        open={anchorEl !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': 'User menu' } }}
      >
        <Box sx={{ px: 2, py: 1 }} data-testid="user-menu-identity">
          <Typography variant="caption" color="text.secondary" component="div">
            {environmentName}
          </Typography>
          <Typography variant="subtitle2" component="div">
            {username}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go(PATHS.USER_SETTINGS)}>User settings</MenuItem>
        {isAdmin && <MenuItem onClick={() => go(PATHS.CONFIGURATION)}>Configuration</MenuItem>}
        {hasContact && (
          <MenuItem aria-haspopup="menu" onClick={(event) => setContactAnchor(event.currentTarget)}>
            <ListItemText>Support contact</ListItemText>
            <ChevronRight fontSize="small" />
          </MenuItem>
        )}
        <Divider />
        {THEMES.map((theme) => (
          <MenuItem
            key={theme.choice}
            role="menuitemradio"
            aria-checked={choice === theme.choice}
            onClick={() => setChoice(theme.choice)}
          >
            <ListItemIcon>{choice === theme.choice ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{theme.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
      <Menu
        anchorEl={contactAnchor}
        open={contactAnchor !== null}
        onClose={() => setContactAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 360 }}>
          <SupportContact title={contactInfo.contactTitle} details={contactInfo.contactDetails} />
        </Box>
      </Menu>
    </>
  );
}
