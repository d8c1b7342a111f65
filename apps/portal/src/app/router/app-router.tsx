import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { LeaveGuardProvider, type GuardedHistory } from '../../shared/leave-blocker';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The routed portal on a history whose navigations a page can hold back (useLeaveBlocker). Each
 * navigation is a transition: the page on screen stays until the next one's code is here (no
 * Suspense boundary, so nothing blanks the page meanwhile); the first page's code is here before
 * the first render (Boot waits for it).
 */
export function AppRouter({ history, basename }: { history: GuardedHistory; basename?: string }) {
  return (
    <HistoryRouter history={history} basename={basename}>
      <LeaveGuardProvider value={history}>
        <AppRoutes />
      </LeaveGuardProvider>
    </HistoryRouter>
  );
}
