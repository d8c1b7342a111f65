export { configurationRoutes } from './routes';
