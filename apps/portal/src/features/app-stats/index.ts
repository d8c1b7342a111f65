export { appStatsRoutes } from './routes';
