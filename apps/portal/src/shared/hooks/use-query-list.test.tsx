import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtAddress } from '../../testing/render-at-address';
import { useQueryList } from './use-query-list';

/** A list's filters kept in the address, with buttons that change them. */
function View() {
  const [filters, setFilters] = useQueryList('filter');
  return (
    <>
      <p>{`filters: ${JSON.stringify(filters)}`}</p>
      <button onClick={() => setFilters([...filters, 'user=a,b'])}>Add</button>
      <button onClick={() => setFilters([])}>Clear</button>
    </>
  );
}

const renderAt = (address: string) => renderAtAddress(<View />, address);

describe('useQueryList: a list kept as a repeated query parameter', () => {
  it('reads every value of the parameter, in order, and none when it is missing', () => {
    renderAt('/list?filter=state%3Drunning&page=2&filter=run_time%3E%3D60');
    expect(screen.getByText('filters: ["state=running","run_time>=60"]')).toBeInTheDocument();
  });

  it('writes the list as repeated parameters beside the others, Back undoing it, and removes it when empty', async () => {
    const { history, search } = renderAt('/list?page=2&filter=state%3Drunning');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(search()).toBe('?page=2&filter=state%3Drunning&filter=user%3Da%2Cb');
    expect(screen.getByText('filters: ["state=running","user=a,b"]')).toBeInTheDocument();
    act(() => history.go(-1));
    expect(screen.getByText('filters: ["state=running"]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search()).toBe('?page=2');
    expect(screen.getByText('filters: []')).toBeInTheDocument();
  });
});
