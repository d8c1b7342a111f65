import { useEffect } from 'react';
import { usePortalContext } from '../portal-context';

/** In mixed mode sends the browser to a server-side page under the base path; returns whether it does. */
export function useServerPage(relative: string): boolean {
  const { basePath, isMixedMode } = usePortalContext();
  const leave = isMixedMode === 'yes';
  useEffect(() => {
    if (leave) window.location.assign(`${basePath}${relative}`);
  }, [basePath, leave, relative]);
  return leave;
}
