import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { usePortalContext } from '../../../shared/portal-context';
import { paths } from '../../../shared/paths';
import { useMutation } from '../../../shared/api/use-mutation';
import { useSignOutCall } from '../api';

/** Clears what the portal knows about the signed-in user and its cached data. */
function useForgetUser() {
  const { signOut } = usePortalContext();
  const { unload } = useSWRConfig();
  return useCallback(() => {
    signOut();
    // Unload, not a mutate to undefined: a mutate leaves the requests still counted as fresh (the
    // cached customization and version, a list asked for seconds before), and their answers are then
    // dropped, so the login page would wait for them forever.
    unload({ revalidate: false });
  }, [unload, signOut]);
}

/** Logout: the logout call, then login with returnTo; a failure (other than 401) shows its error and stays. */
export function useLogout() {
  const signOutCall = useSignOutCall();
  const forget = useForgetUser();
  const navigate = useNavigate();
  const location = useLocation();
  return useMutation(signOutCall, {
    onSuccess: () => {
      forget();
      navigate(paths.login(`${location.pathname}${location.search}`), { replace: true });
    },
  });
}

/**
 * Ends a session the server no longer accepts (a 401 mid-use): logs out as Logout does, sending the
 * logout call so that the server drops what is left of the session, without waiting for it or showing
 * its failure, since the session is gone either way.
 */
export function useEndRefusedSession() {
  const signOutCall = useSignOutCall();
  const forget = useForgetUser();
  return useCallback(() => {
    signOutCall().catch(() => undefined);
    forget();
  }, [signOutCall, forget]);
}
