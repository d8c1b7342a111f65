import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * The one h1 of a page, and the page's header actions after it (wrapping below it on a narrow screen).
 * @example <PageHeading actions={<Button>New app</Button>}>Applications</PageHeading>
 */
export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const heading = (
    <Typography variant="h5" component="h1" sx={{ mb: actions ? 0 : 2 }}>
      {children}
    </Typography>
  );
  if (!actions) return heading;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1, mb: 2 }}>
      {heading}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>
    </Box>
  );
}
