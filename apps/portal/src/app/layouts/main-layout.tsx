import { useEffect } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { AppBar, Box, Container, Toolbar } from '@mui/material';
import { usePortalContext } from '../../shared/portal-context';
import { useBranding } from '../../shared/api/customization';
import { companyLogoUrl } from '../../shared/branding';
import { useProductLogo } from '../../shared/hooks/use-product-logo';
import { PATHS } from '../../shared/paths';
import { Footer } from './footer';
import { TopNav } from './top-nav';
import { UserMenu } from './user-menu';
import { CommandBoxButton } from '../command-box/command-box-button';
import { JobWatchBell } from '../../features/jobs';

/** Hidden until focused: the first Tab of a page offers to jump past the header to the main area. */
const SKIP_LINK = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  p: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  '&:focus': { top: 8 },
} as const;

/**
 * The signed-in layout: header (logo, navigation, the bell of watched jobs, user menu, company logo), main, footer. A page's
 * operations sit in its own heading row, after its title (PageHeading's actions).
 */
export function MainLayout() {
  const { setContactInfo } = usePortalContext();
  // The customization call fails silently on the main layout: the shell simply shows no customization.
  const { branding } = useBranding();
  const logo = useProductLogo();
  const { contactTitle, contactDetails } = branding;
  useEffect(() => setContactInfo({ contactTitle, contactDetails }), [contactTitle, contactDetails, setContactInfo]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="a" href="#main" sx={SKIP_LINK}>
        Skip to main content
      </Box>
      <AppBar position="static" color="default" elevation={1} component="header">
        <Toolbar>
          <RouterLink to={PATHS.ROOT} aria-label="Home" style={{ display: 'flex' }}>
            <img src={logo} alt="PRO Portal" height={32} />
          </RouterLink>
          <TopNav />
          <Box sx={{ flexGrow: 1 }} />
          <CommandBoxButton />
          <JobWatchBell />
          <UserMenu />
          {branding.rightLogoId && (
            <Box
              component="img"
              src={companyLogoUrl(branding.rightLogoId)}
              alt="Company logo"
              sx={{ ml: 2, maxHeight: 40, maxWidth: 120 }}
            />
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" tabIndex={-1} maxWidth="xl" sx={{ flexGrow: 1, py: 2, outline: 'none' }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
