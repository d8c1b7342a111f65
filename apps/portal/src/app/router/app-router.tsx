import { useMemo } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { LeaveGuardProvider, type GuardedHistory } from '../../shared/leave-blocker';
import { withPageTransitions } from './page-transitions';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The routed portal on a history whose navigations a page can hold back (useLeaveBlocker). A move
 * to another page is a transition, a change of the page's query is rendered at once
 * (withPageTransitions); the first page's code is here before the first render (Boot waits for it).
 */
export function AppRouter({ history, basename }: { history: GuardedHistory; basename?: string }) {
  const routed = useMemo(() => withPageTransitions(history), [history]);
  return (
    <HistoryRouter history={routed} basename={basename} useTransitions={false}>
      <LeaveGuardProvider value={history}>
        <AppRoutes />
      </LeaveGuardProvider>
    </HistoryRouter>
  );
}
