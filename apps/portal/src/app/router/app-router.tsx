import { Suspense } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { LeaveGuardProvider, type GuardedHistory } from '../../shared/leave-blocker';
import { appRoutes } from './routes';
import { routeElements } from './route-elements';

const renderedRoutes = routeElements(appRoutes);

function AppRoutes() {
  return useRoutes(renderedRoutes);
}

/**
 * The routed portal on a history whose navigations a page can hold back (useLeaveBlocker). Each
 * navigation is a transition: the page on screen stays until the next one's code is here; nothing
 * shows while the first page's code loads (the boot screen is blank as well).
 */
export function AppRouter({ history, basename }: { history: GuardedHistory; basename?: string }) {
  return (
    <HistoryRouter history={history} basename={basename}>
      <LeaveGuardProvider value={history}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </LeaveGuardProvider>
    </HistoryRouter>
  );
}
