import { Navigate, Outlet } from 'react-router';
import { canPublishApps } from '@pro-portal/rules';
import { usePortalContext } from '../../../shared/portal-context';
import { PATHS } from '../../../shared/paths';

/** Publish, update and edit are for admins and app publishers; anyone else stays on the list. */
export function RequirePublisher() {
  const user = usePortalContext();
  return canPublishApps(user) ? <Outlet /> : <Navigate to={PATHS.APPLICATIONS} replace />;
}
