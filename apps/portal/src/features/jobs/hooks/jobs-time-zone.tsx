import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TimeZoneOption } from '@pro-portal/rules';

const TimeZoneContext = createContext<TimeZoneOption>({});

/** Shows the jobs times in `zone` instead of the browser's own zone. */
export function JobsTimeZoneProvider({ zone, children }: { zone?: string; children: ReactNode }) {
  const value = useMemo(() => ({ timeZone: zone }), [zone]);
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}

/** The zone times are shown in; empty means the browser's zone. */
export const useJobsTimeZone = (): TimeZoneOption => useContext(TimeZoneContext);
