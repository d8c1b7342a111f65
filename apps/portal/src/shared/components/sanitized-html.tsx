import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box, type SxProps, type Theme } from '@mui/material';

/** Administrator-provided HTML (contact details), sanitised so that no script in it can run. */
export function SanitizedHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
}
