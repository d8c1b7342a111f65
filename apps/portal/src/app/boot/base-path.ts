import { BASE_PATH_HEADER } from '@pro-portal/rules';

const DEFAULT_BASE_PATH = '/';

/** Normalises a base path to '/x/y/' form ('/' when empty). */
export function normaliseBasePath(value: string | null | undefined): string {
  const trimmed = (value ?? DEFAULT_BASE_PATH).trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Reads the base path from the X-Base-Path header of a GET of the current URL ('/' without it). */
export async function fetchBasePath(
  fetchFn: typeof fetch = window.fetch.bind(window),
  href = window.location.href,
): Promise<string | null> {
  try {
    const response = await fetchFn(href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    return response.headers.get(BASE_PATH_HEADER);
  } catch {
    return null;
  }
}

/** The router's basename: the base path without its trailing slash ('/' for the root). */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/$/, '');
}
