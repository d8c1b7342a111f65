import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortalContext } from '../../shared/portal-context';
import { paths } from '../../shared/paths';
import { useEndRefusedSession } from '../../features/auth';
import { UNAUTHORIZED_EVENT, takeUnheardUnauthorized } from '../boot/unauthorized';

/**
 * Answers the unauthorized event of a signed-in session: log out and go to login with returnTo set
 * to the current path; a 401 raised before this listener was mounted is answered when it mounts.
 * Signed-out 401s (first load, login page) are ignored.
 */
export function UnauthorizedListener() {
  const { isAuthenticated } = usePortalContext();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const endSession = useEndRefusedSession();
  const navigate = useNavigate();
  const signedIn = useRef(isAuthenticated);
  signedIn.current = isAuthenticated;

  useEffect(() => {
    const onUnauthorized = (event?: Event) => {
      event?.preventDefault();
      if (!signedIn.current) return;
      signedIn.current = false;
      const returnTo = here.current;
      endSession();
      navigate(paths.login(returnTo), { replace: true });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    if (takeUnheardUnauthorized()) onUnauthorized();
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [endSession, navigate]);
  return null;
}
