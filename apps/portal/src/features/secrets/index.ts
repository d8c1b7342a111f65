export { secretsRoutes } from './routes';
