import { Navigate, Outlet } from 'react-router';
import { usePortalContext } from './portal-context';
import { PATHS } from './paths';

export type Audience = 'admin' | 'userAdmin';

/** Admin-only pages ('userAdmin': admins and group admins); everyone else goes to the applications list. */
export function RequireRole({ audience }: { audience: Audience }) {
  const { isAdmin, isGroupAdmin } = usePortalContext();
  const allowed = audience === 'admin' ? isAdmin : isAdmin || isGroupAdmin;
  return allowed ? <Outlet /> : <Navigate to={PATHS.APPLICATIONS} replace />;
}

/** Pages that exist only in mixed mode ('yes'); otherwise the applications list. Nothing while the mode is not known yet. */
export function RequireMixedMode() {
  const { isMixedMode } = usePortalContext();
  if (isMixedMode === undefined) return null;
  return isMixedMode === 'yes' ? <Outlet /> : <Navigate to={PATHS.APPLICATIONS} replace />;
}
