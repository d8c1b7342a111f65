export { jobsRoutes } from './routes';
export { JobWatchBell } from './components/job-watch-bell';
