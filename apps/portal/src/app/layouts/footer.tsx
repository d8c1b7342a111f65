import { Link as RouterLink } from 'react-router';
import { Box, Link, Stack, Typography } from '@mui/material';
import { COPYRIGHT_YEARS } from '../../shared/branding';
import { usePlatformVersion } from '../../shared/api/customization';
import { FOOTER_LINKS } from '../../shared/branding';
import { PATHS } from '../../shared/paths';

/** Platform version, copyright line with the About link, privacy statement and responsible disclosure. */
export function Footer() {
  const version = usePlatformVersion();
  return (
    <Box
      component="footer"
      // The theme's own surface and text colours, so that the dark theme reaches the footer too.
      sx={{
        py: 1.5,
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ justifyContent: 'center', alignItems: 'center' }}
      >
        <Typography variant="body2" data-testid="platform-version">
          {version ? `Platform version ${version}` : 'Platform version'}
        </Typography>
        <Typography variant="body2">
          Copyright © {COPYRIGHT_YEARS.from} - {COPYRIGHT_YEARS.to}{' '}
          <Link component={RouterLink} to={PATHS.ABOUT}>
            About
          </Link>
        </Typography>
        <Link href={FOOTER_LINKS.privacyStatement} target="_blank" rel="noopener noreferrer">
          Privacy statement
        </Link>
        <Link href={FOOTER_LINKS.responsibleDisclosure} target="_blank" rel="noopener noreferrer">
          Responsible disclosure
        </Link>
      </Stack>
    </Box>
  );
}
