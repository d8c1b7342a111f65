import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createProClient } from '@pro-portal/sdk';
import { setPublicPath } from './public-path';
import { fetchBasePath, normaliseBasePath } from './app/boot/base-path';
import { createUnauthorizedHandler } from './app/boot/unauthorized';
import { Boot } from './app/boot/boot';
import { ErrorBoundary } from './app/errors/error-fallback';
import { API_BASE_URL } from './shared/paths';

async function start(): Promise<void> {
  const header = await fetchBasePath();
  const basePath = normaliseBasePath(header);
  if (header !== null) setPublicPath(basePath);
  const client = createProClient({
    baseUrl: API_BASE_URL,
    credentials: 'same-origin',
    onUnauthorized: createUnauthorizedHandler(basePath),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <Boot client={client} basePath={basePath} />
      </ErrorBoundary>
    </StrictMode>,
  );
}

void start();
