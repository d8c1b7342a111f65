import { useCallback } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useSdk } from '../../../shared/sdk-provider';
import { useToast } from '../../../shared/toast';
import { tellExpiringApiKeys } from '../components/expiring-keys-notice';

/**
 * What a sign-in calls once the person is signed in: the API keys are read and, if any expires
 * within 14 days, the person is told in one toast linking to a new key. The sign-in itself is the
 * trigger, so the person is told once per sign-in: a reload or another tab of the same sign-in is not
 * told again, the next sign-in is. Only the sign-in page uses it, so its code comes with that page's
 * chunk and no other page loads it. A notice that cannot be read (the keys call fails) stays silent: it
 * is a courtesy, not the page's work.
 */
export function useTellExpiringApiKeys(): () => void {
  const client = useSdk();
  const toast = useToast();
  const navigate = useNavigate();
  const root = useHref('/');
  return useCallback(() => {
    const hrefOf = (path: string) => `${root.replace(/\/$/, '')}${path}`;
    tellExpiringApiKeys({ client, toast, navigate: (path) => void navigate(path), hrefOf }).catch(() => undefined);
  }, [client, toast, navigate, root]);
}
