export { jobsRoutes } from './routes';
