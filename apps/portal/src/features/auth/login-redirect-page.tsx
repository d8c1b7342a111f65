import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePortalContext } from '../../shared/portal-context';
import { PATHS } from '../../shared/paths';
import { sanitizeReturnTo } from '../../shared/return-to';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { useFetchSignedInUser } from './api';

export const USERNAME_STORAGE_KEY = 'username';

export interface LoginRedirectPageProps {
  /** What else happens once the person is signed in and on their way (the app tells of expiring API keys). */
  onSignedIn?: () => void;
}

/**
 * Where every sign-in lands (password and SAML): asks for the current user; on success stores the
 * username, goes to returnTo (or the root) and calls `onSignedIn`; on failure goes back to login
 * keeping the query.
 */
export function LoginRedirectPage({ onSignedIn }: LoginRedirectPageProps) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { basePath, signIn } = usePortalContext();
  const fetchUser = useFetchSignedInUser();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = params.get('returnTo') ?? window.localStorage.getItem(STORAGE_KEYS.locationBeforeError);
    fetchUser().then(
      (user) => {
        window.localStorage.setItem(USERNAME_STORAGE_KEY, user.name);
        window.localStorage.removeItem(STORAGE_KEYS.locationBeforeError);
        signIn(user);
        navigate(returnTo ? sanitizeReturnTo(returnTo, basePath) : PATHS.ROOT, { replace: true });
        onSignedIn?.();
      },
      () => navigate(`${PATHS.LOGIN}${search}`, { replace: true }),
    );
  }, [basePath, fetchUser, navigate, onSignedIn, params, search, signIn]);

  return null;
}
