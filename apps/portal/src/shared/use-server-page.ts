import { useEffect } from 'react';
import { useClientContext } from './client-context';

/** In mixed mode sends the browser to a server-side page under the base path; returns whether it does. */
export function useServerPage(relative: string): boolean {
  const { basePath, isMixedMode } = useClientContext();
  const leave = isMixedMode === 'yes';
  useEffect(() => {
    if (leave) window.location.assign(`${basePath}${relative}`);
  }, [basePath, leave, relative]);
  return leave;
}
