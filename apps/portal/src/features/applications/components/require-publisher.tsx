import { Navigate, Outlet } from 'react-router';
import { canPublishApps } from '@pro-portal/rules';
import { useClientContext } from '../../../shared/client-context';
import { PATHS } from '../../../shared/paths';

/** Publish, update and edit are for admins and app publishers; anyone else stays on the list. */
export function RequirePublisher() {
  const user = useClientContext();
  return canPublishApps(user) ? <Outlet /> : <Navigate to={PATHS.APPLICATIONS} replace />;
}
