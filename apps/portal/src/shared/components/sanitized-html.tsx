import { useEffect, useMemo, useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

type Sanitize = (html: string) => string;
let loaded: Sanitize | undefined;
// The sanitiser is fetched on first use: most pages carry no administrator HTML.
const loadSanitizer = () =>
  import(/* webpackChunkName: "sanitizer" */ './sanitize-html').then((m) => (loaded = m.sanitizeHtml));

/** Administrator-provided HTML (contact details), sanitised so that no script in it can run; nothing shows until the sanitiser is there. */
export function SanitizedHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const [sanitize, setSanitize] = useState(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void loadSanitizer().then((fn) => current && setSanitize(() => fn));
    return () => {
      current = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  if (clean === undefined) return null;
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
}
