import { Box, Typography } from '@mui/material';
import { SanitizedHtml } from './sanitized-html';

/** The support contact block: title and (sanitised HTML) details. */
export function SupportContact({ title, details }: { title: string; details: string }) {
  return (
    <Box component="aside" aria-label="Support contact" sx={{ '& a': { color: 'primary.main' } }}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <SanitizedHtml html={details} sx={{ typography: 'body2' }} />
    </Box>
  );
}
