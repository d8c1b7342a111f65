import { AccessExplainer } from '../../features/applications';
import type { ExplainAccessProps } from '../../features/users';

/** The Users page's Explain access, answered by the applications feature's explainer. */
export function ExplainUserAccess({ environment, userName }: ExplainAccessProps) {
  return <AccessExplainer subject={{ env: environment, kind: 'user', name: userName }} />;
}
