import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { Box, type SxProps, type Theme } from '@mui/material';

let purifier: DOMPurify | undefined;
// The sanitiser is fetched on first use: most pages carry no administrator HTML.
const loadPurifier = () => import(/* webpackChunkName: "sanitizer" */ 'dompurify').then((m) => (purifier = m.default));

/** Administrator-provided HTML (contact details), sanitised so that no script in it can run; nothing shows until the sanitiser is there. */
export function SanitizedHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const [sanitizer, setSanitizer] = useState(() => purifier);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    void loadPurifier().then((loaded) => current && setSanitizer(() => loaded));
    return () => {
      current = false;
    };
  }, [sanitizer]);
  const clean = useMemo(() => sanitizer?.sanitize(html, { USE_PROFILES: { html: true } }), [sanitizer, html]);
  if (clean === undefined) return null;
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
}
