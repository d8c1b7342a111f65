import DOMPurify from 'dompurify';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const isEventHandler = (name: string) => /^on/i.test(name);

function dropEventHandlers(node: Node): void {
  if ('attrs' in node) node.attrs = node.attrs.filter((attr) => !isEventHandler(attr.name));
  if ('content' in node) dropEventHandlers(node.content);
  if ('childNodes' in node) (node as ParentNode).childNodes.forEach(dropEventHandlers);
}

/**
 * Administrator HTML made safe to insert. DOMPurify cleans it; before that, the inline event
 * handlers are taken out without the browser's parser (parse5 parses as a browser does, in plain
 * JavaScript), because the browser reports a CSP violation for every handler it parses, even in
 * DOMPurify's inert document.
 */
export function sanitizeHtml(html: string): string {
  const fragment = parseFragment(html);
  dropEventHandlers(fragment);
  return DOMPurify.sanitize(serialize(fragment), { USE_PROFILES: { html: true } });
}
