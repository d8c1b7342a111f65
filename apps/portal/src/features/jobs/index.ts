export { jobsRoutes } from './routes';
export { useTask } from './api/use-task';
