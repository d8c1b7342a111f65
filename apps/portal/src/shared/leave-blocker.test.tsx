import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useNavigate,
} from 'react-router';
import { LeaveGuardProvider, guardHistory, useLeaveBlocker } from './leave-blocker';

/** A page that holds back leaving while its box is ticked, and asks with Leave / Stay. */
function Form() {
  const busy = useRef(false);
  const blocker = useLeaveBlocker(() => busy.current);
  const navigate = useNavigate();
  return (
    <>
      <label>
        <input type="checkbox" onChange={(e) => (busy.current = e.target.checked)} />
        Busy
      </label>
      <Link to="/list">To the list</Link>
      <button onClick={() => navigate('/list', { replace: true })}>Replace with the list</button>
      {blocker.state === 'blocked' && (
        <div role="dialog" aria-label="Leave?">
          <button onClick={blocker.proceed}>Leave</button>
          <button onClick={blocker.reset}>Stay</button>
        </div>
      )}
    </>
  );
}

function renderAt(entries: string[]) {
  const history = guardHistory(createMemoryHistory({ initialEntries: entries, v5Compat: true }));
  render(
    <HistoryRouter history={history}>
      <LeaveGuardProvider value={history}>
        <Routes>
          <Route path="/form" element={<Form />} />
          <Route path="/list" element={<p>The list</p>} />
          <Route path="/home" element={<p>Home</p>} />
        </Routes>
      </LeaveGuardProvider>
    </HistoryRouter>,
  );
  return history;
}

describe('useLeaveBlocker: leaving a page that is busy asks first', () => {
  it('lets every navigation go while the page is not busy', async () => {
    const history = renderAt(['/form']);
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/list');
  });

  it('holds a link back while busy: Stay keeps the page, Leave goes, and nothing asks once the page is gone', async () => {
    const history = renderAt(['/form']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Busy' }));
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/list');
    expect(history.action).toBe('PUSH');

    act(() => history.push('/home'));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('holds a replacing navigate() back the same way', async () => {
    const history = renderAt(['/form']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Busy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace with the list' }));
    expect(history.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(history.action).toBe('REPLACE');
  });

  it('undoes Back at once while busy, and goes back once the person leaves', async () => {
    const history = renderAt(['/home', '/form']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Busy' }));
    act(() => history.go(-1));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/form');
    expect(screen.queryByText('Home')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/form');
    act(() => history.go(-1));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/home');
  });
});
