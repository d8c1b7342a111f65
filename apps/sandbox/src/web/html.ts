/** Escapes text for HTML (and XML) content and attribute values. */
export const esc = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `body{font-family:system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;color:#1d2733;line-height:1.5}
h1{font-size:1.6rem}code,pre{background:#f2f4f7;padding:.1rem .3rem;border-radius:4px}pre{padding:.8rem;overflow:auto}
label{display:block;margin:.8rem 0 .2rem}select,input{font:inherit;padding:.3rem;min-width:16rem}
button{font:inherit;margin-top:1rem;padding:.4rem 1.2rem}table{border-collapse:collapse}td,th{padding:.2rem .8rem;text-align:left;border-bottom:1px solid #ddd}
.note{color:#5a6675}`;

/** A complete plain HTML page (styles inline, scripts only from files). */
export function page(title: string, body: string, opts: { script?: string } = {}): string {
  const script = opts.script ? `<script src="${esc(opts.script)}" defer></script>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style>${script}</head>
<body>${body}</body></html>`;
}
