import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { withPageTransitions } from '../app/router/page-transitions';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';

/**
 * Renders `page` as the route `path` at `address` on a memory history, under the same kind of router
 * as the portal's; the history tells where the page navigated to.
 */
export function renderAtAddress(page: ReactElement, address: string, path = address.split('?')[0]) {
  const history = createMemoryHistory({ initialEntries: [address], v5Compat: true });
  render(
    <HistoryRouter history={withPageTransitions(history)} useTransitions={false}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </HistoryRouter>,
  );
  return { history, search: () => history.location.search };
}
