import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtAddress } from '../../testing/render-at-address';
import { oneOf, useQueryState } from './use-query-state';
import { useQueryText } from './use-query-text';

const SORTS = ['name', 'name-desc'] as const;

/** A list's sort and search kept in the address, with buttons that change them. */
function View() {
  const [sort, setSort] = useQueryState('sort', 'name', oneOf(SORTS));
  const [text, setText] = useQueryText('q');
  return (
    <>
      <p>{`sort: ${sort}`}</p>
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={() => setSort('name-desc')}>Z to A</button>
      <button onClick={() => setSort('name')}>A to Z</button>
      <button onClick={() => setSort('name-desc', { replace: true })}>Z to A in place</button>
      <button onClick={() => setSort('name-desc', { reset: ['page'] })}>Z to A from page 1</button>
    </>
  );
}

const renderAt = (address: string) => renderAtAddress(<View />, address);

describe('useQueryState: one typed value of the query string', () => {
  it('reads the value in the address, and the default for a missing one or one the page does not offer', () => {
    renderAt('/list?sort=name-desc');
    expect(screen.getByText('sort: name-desc')).toBeInTheDocument();
  });

  it.each(['/list', '/list?sort=sideways', '/list?sort=', '/list?sort=NAME-DESC'])(
    'reads %s as the default',
    (address) => {
      renderAt(address);
      expect(screen.getByText('sort: name')).toBeInTheDocument();
    },
  );

  it('pushes a choice (Back undoes it), keeps the other parameters, and removes the parameter for the default', async () => {
    const { history, search } = renderAt('/list?page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Z to A' }));
    expect(search()).toBe('?page=3&sort=name-desc');
    expect(history.action).toBe('PUSH');
    await userEvent.click(screen.getByRole('button', { name: 'A to Z' }));
    expect(search()).toBe('?page=3');
    act(() => history.go(-1));
    expect(screen.getByText('sort: name-desc')).toBeInTheDocument();
    act(() => history.go(-1));
    expect(screen.getByText('sort: name')).toBeInTheDocument();
    expect(search()).toBe('?page=3');
  });

  it('adds no history entry for the value already shown', async () => {
    const { history } = renderAt('/list?sort=name-desc');
    const before = history.location.key;
    await userEvent.click(screen.getByRole('button', { name: 'Z to A' }));
    expect(history.location.key).toBe(before);
  });

  it('replaces the entry when asked, and resets the parameters named', async () => {
    const { history, search } = renderAt('/list?page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Z to A in place' }));
    expect(history.action).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'A to Z' }));
    await userEvent.click(screen.getByRole('button', { name: 'Z to A from page 1' }));
    expect(search()).toBe('?sort=name-desc');
  });
});

describe('useQueryText: a search field kept in the address', () => {
  it('shows what the address holds, and each keystroke replaces the entry', async () => {
    const { history, search } = renderAt('/list?q=plan');
    const field = screen.getByRole('textbox', { name: 'Search' });
    expect(field).toHaveValue('plan');
    await userEvent.type(field, 'ner');
    expect(field).toHaveValue('planner');
    expect(search()).toBe('?q=planner');
    expect(history.action).toBe('REPLACE');
    await userEvent.clear(field);
    expect(search()).toBe('');
  });

  it('brings the text of the entry Back and Forward go to into the field', async () => {
    const { history } = renderAt('/list');
    const field = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(field, 'route');
    await userEvent.click(screen.getByRole('button', { name: 'Z to A' }));
    await userEvent.type(field, 's');
    expect(field).toHaveValue('routes');
    act(() => history.go(-1));
    expect(field).toHaveValue('route');
    expect(screen.getByText('sort: name')).toBeInTheDocument();
    act(() => history.go(1));
    expect(field).toHaveValue('routes');
    expect(screen.getByText('sort: name-desc')).toBeInTheDocument();
  });
});
