import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The one h1 of a page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
