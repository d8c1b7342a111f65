import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePortalContext } from '../../shared/portal-context';
import { paths } from '../../shared/paths';
import { postSamlLogin } from '../../shared/saml';
import { useEnvironments } from './api';
import { isSamlEnvironment } from './lib/environment-option';

/**
 * What a signed-out visitor of a portal page gets: single sign-on by a hidden form post when exactly
 * one environment has a SAML metadata URL, otherwise the login page with returnTo.
 */
export function Unauthenticated() {
  const location = useLocation();
  const { basePath } = usePortalContext();
  const { data, error } = useEnvironments();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const saml = (data ?? []).filter(isSamlEnvironment);
  const single = data && saml.length === 1 ? saml[0].name : null;
  const posted = useRef(false);

  useEffect(() => {
    if (!single || posted.current) return;
    posted.current = true;
    postSamlLogin(basePath, single, returnTo);
  }, [basePath, returnTo, single]);

  if (!data && !error) return null;
  if (single) return null;
  return <Navigate to={paths.login(returnTo)} replace />;
}
