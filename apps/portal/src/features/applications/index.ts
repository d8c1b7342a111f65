export { applicationsRoutes } from './routes';
export { AccessExplainer, type ExplainSubject } from './components/access-explainer';
