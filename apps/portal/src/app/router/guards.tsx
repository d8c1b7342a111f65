import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { usePortalContext } from '../../shared/portal-context';
import { Unauthenticated } from '../../features/auth';

/** Signed-in pages: the outlet, or the unauthenticated flow. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = usePortalContext();
  if (!isAuthenticated) return <Unauthenticated />;
  return <>{children ?? <Outlet />}</>;
}
