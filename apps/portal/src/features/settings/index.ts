export { settingsRoutes } from './routes';
export { useTellExpiringApiKeys } from './hooks/use-tell-expiring-api-keys';
export { newApiKeyPath } from './lib/new-key-link';
