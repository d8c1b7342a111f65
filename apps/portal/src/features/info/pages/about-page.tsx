import { Typography } from '@mui/material';
import { COPYRIGHT_YEARS } from '../../../shared/branding';
import { PageHeading } from '../../../shared/components/page-heading';
import { usePlatformVersion } from '../../../shared/api/customization';

/** About the portal (mixed mode). */
export function AboutPage() {
  const version = usePlatformVersion();
  return (
    <>
      <PageHeading>About</PageHeading>
      <Typography>PRO Portal{version ? `, platform version ${version}` : ''}.</Typography>
      <Typography>
        Copyright © {COPYRIGHT_YEARS.from} - {COPYRIGHT_YEARS.to}
      </Typography>
    </>
  );
}
