export { jobsRoutes } from './routes';
export { JobWatchBell } from './components/job-watch-bell';
export { useTask } from './api/use-task';
