export { sessionsOverviewRoutes } from './routes';
