import { Link as RouterLink, useLocation } from 'react-router';
import { Link, Typography } from '@mui/material';
import { PageHeading } from '../../shared/components/page-heading';
import { PATHS } from '../../shared/paths';

/** Unknown paths (mixed mode; otherwise they lead to the applications list). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <Typography sx={{ mb: 2 }}>There is no page at {pathname}.</Typography>
      <Link component={RouterLink} to={PATHS.APPLICATIONS}>
        Go to the applications
      </Link>
    </>
  );
}
