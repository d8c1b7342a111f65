export { settingsRoutes } from './routes';
export { useTellExpiringApiKeys } from './hooks/use-tell-expiring-api-keys';
