import { DEFAULT_BASE_PATH } from '@pro-portal/rules';

/** Normalises a base path to '/x/y/' form ('/' when empty). */
export function normaliseBasePath(value: string | null | undefined): string {
  const trimmed = (value ?? DEFAULT_BASE_PATH).trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The base path index.html read from X-Base-Path before the bundles started. */
export function readBasePath(): string {
  return normaliseBasePath(typeof window === 'undefined' ? undefined : window.__PRO_BASE_PATH__);
}

/** The router's basename: the base path without its trailing slash ('' for the root). */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/$/, '');
}

/** An address under the base path, e.g. withBase('/portal/', 'portal/company-logo?logo=3'). */
export function withBase(basePath: string, relative: string): string {
  return `${basePath}${relative.replace(/^\/+/, '')}`;
}
