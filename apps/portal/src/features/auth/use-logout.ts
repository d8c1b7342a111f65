import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useClientContext } from '../../shared/client-context';
import { paths } from '../../shared/paths';
import { useToast } from '../../shared/toast';
import { useSignOutCall } from './api';

/** Clears what the portal knows about the signed-in user and its cached data. */
export function useForgetUser() {
  const { signOut } = useClientContext();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    signOut();
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate, signOut]);
}

/** Logout: the logout call, then login with returnTo; a failure shows its error and stays. */
export function useLogout() {
  const signOutCall = useSignOutCall();
  const forget = useForgetUser();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOutCall();
    } catch (err) {
      toast.error(err);
      return;
    }
    forget();
    navigate(paths.login(`${location.pathname}${location.search}`), { replace: true });
  }, [forget, location.pathname, location.search, navigate, signOutCall, toast]);
}
