export { infoRoutes } from './routes';
