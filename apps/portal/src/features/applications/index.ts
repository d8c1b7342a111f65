export { applicationsRoutes } from './routes';
