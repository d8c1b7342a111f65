export { applicationsRoutes } from './routes';
export { AccessExplainer } from './components/access-explainer';
