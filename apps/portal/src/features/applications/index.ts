export { applicationsRoutes } from './routes';
export { AccessExplainer } from './components/access-explainer';
export { useApplications } from './api/applications';
export { useLaunchInNewTab } from './hooks/use-launch-in-new-tab';
export { isPublishing } from './lib/list-model';
