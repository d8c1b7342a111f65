import { useMemo } from 'react';
import { STATES, type JobKind } from '@pro-portal/rules';
import { anyText, oneOf, useQueryState } from '../../../shared/hooks/use-query-state';
import { useTaskApps } from '../api/create-task';

/** Which jobs a table lists: one state and one application, each empty for all. */
export interface JobFilter {
  state: string;
  app: string;
}

/**
 * The filters of a jobs table, kept in the address (?state=, ?app=). A state the kind does not have,
 * or an application the person cannot see, lists them all. Changing a filter goes back to page 1.
 */
export function useJobFilter(kind: JobKind) {
  const [state, setState] = useQueryState('state', '', oneOf(STATES[kind]));
  const [app, setApp] = useQueryState('app', '', anyText);
  const apps = useTaskApps();
  const appNames = useMemo(
    () => [...new Set((apps.data ?? []).map((a) => a.name))].sort((a, b) => a.localeCompare(b)),
    [apps.data],
  );
  const filter: JobFilter = { state, app: apps.data && !appNames.includes(app) ? '' : app };
  return {
    filter,
    appNames,
    setState: (next: string) => setState(next, { reset: ['page'] }),
    setApp: (next: string) => setApp(next, { reset: ['page'] }),
  };
}
