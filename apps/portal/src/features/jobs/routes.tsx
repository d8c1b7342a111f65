import { Navigate, type RouteObject } from 'react-router';
import { PATHS } from '../../shared/paths';

const jobsPage = async () => ({
  Component: (await import(/* webpackChunkName: "jobs" */ './pages/jobs-page')).JobsPage,
});

/** /sessions goes to the WebUI tab; webui, solver and task are the tabs of one Jobs page. */
export const jobsRoutes: RouteObject[] = [
  { path: PATHS.SESSIONS, element: <Navigate to={PATHS.WEBUI} replace /> },
  { path: PATHS.WEBUI, lazy: jobsPage },
  { path: PATHS.SOLVER, lazy: jobsPage },
  { path: PATHS.TASK, lazy: jobsPage },
];
