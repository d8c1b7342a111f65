import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useBranding } from '../../shared/api/customization';
import { DEFAULT_LOGIN_IMAGE, LOGIN_TEXTS, loginImageUrl } from '../../shared/branding';
import { SupportContact } from '../../shared/components/support-contact';
import { useProductLogo } from '../../shared/hooks/use-product-logo';
import { useErrorToast } from '../../shared/api/use-error-toast';
import { Footer } from './footer';

/** Background image on the left; on the right a dialog with header, main area plus support contact, footer. */
export function LoginLayout() {
  const logo = useProductLogo();
  const { branding, error } = useBranding();
  const showError = useErrorToast();
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
  const background = branding.loginImageId ? loginImageUrl(branding.loginImageId) : DEFAULT_LOGIN_IMAGE;
  const hasContact = !!branding.contactTitle.trim() && !!branding.contactDetails.trim();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        data-testid="login-background"
        sx={{
          flex: '1 1 55%',
          display: { xs: 'none', md: 'block' },
          backgroundImage: `url("${background}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box sx={{ flex: '1 1 45%', display: 'flex', flexDirection: 'column', justifyContent: 'center', p: 3 }}>
        <Paper
          component="section"
          role="dialog"
          aria-labelledby="login-headline"
          elevation={3}
          sx={{ maxWidth: 480, width: '100%', mx: 'auto', p: 4 }}
        >
          <Stack spacing={1} component="header" sx={{ mb: 3 }}>
            <img src={logo} alt="PRO Portal" height={40} style={{ alignSelf: 'flex-start' }} />
            <Typography id="login-headline" variant="h5" component="h1">
              {LOGIN_TEXTS.headline}
            </Typography>
            <Typography color="text.secondary">{LOGIN_TEXTS.subtitle}</Typography>
          </Stack>
          <Box component="main">
            <Outlet />
          </Box>
          {hasContact && (
            <>
              <Divider sx={{ my: 3 }} />
              <SupportContact title={branding.contactTitle} details={branding.contactDetails} />
            </>
          )}
        </Paper>
        <Footer />
      </Box>
    </Box>
  );
}
