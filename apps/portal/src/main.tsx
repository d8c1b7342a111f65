import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Main, V1, createProClient } from '@pro-portal/sdk';
import { LAZY_APIS } from '@pro-portal/sdk/lazy';
import { setPublicPath } from './public-path';
import { fetchBasePath, normaliseBasePath } from './app/boot/base-path';
import { createUnauthorizedHandler } from './app/boot/unauthorized';
import { Boot, preloadCurrentPage, startBootCalls } from './app/boot/boot';
import { ErrorBoundary } from './app/errors/error-fallback';
import { API_BASE_URL } from './shared/paths';
import { retryChunkLoads } from './shared/chunk-load';

async function start(): Promise<void> {
  retryChunkLoads();
  // The API addresses do not depend on the base path, so the first calls go out beside its request.
  let onUnauthorized: () => void = () => void basePathRead.then(() => onUnauthorized());
  const basePathRead = fetchBasePath().then((header) => {
    const basePath = normaliseBasePath(header);
    if (header !== null) setPublicPath(basePath);
    onUnauthorized = createUnauthorizedHandler(basePath);
    return basePath;
  });
  const client = createProClient(
    {
      baseUrl: API_BASE_URL,
      credentials: 'same-origin',
      onUnauthorized: () => onUnauthorized(),
    },
    // The classes of the calls made before any page shows are in the first chunk, with those of the
    // applications list (the page most visits start on), whose calls go out beside the current
    // user's; every other class is loaded with the first page that calls it.
    {
      ...LAZY_APIS,
      main: {
        ...LAZY_APIS.main,
        users: Main.UsersApi,
        customization: Main.CustomizationApi,
        portal: Main.PortalApi,
        applications: Main.ApplicationsApi,
        categories: Main.CategoriesApi,
      },
      v1: { ...LAZY_APIS.v1, portalMode: V1.PortalModeApi },
    },
  );
  const calls = startBootCalls(client);
  const basePath = await basePathRead;
  const boot = preloadCurrentPage(client, calls, basePath);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <Boot client={client} basePath={basePath} boot={boot} />
      </ErrorBoundary>
    </StrictMode>,
  );
}

void start();
