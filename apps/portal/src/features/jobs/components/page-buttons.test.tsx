import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageButtons } from './page-buttons';

const numbers = () =>
  within(screen.getByRole('navigation', { name: 'Rows pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));

describe('page buttons (10 rows a page, at most 5 buttons)', () => {
  it.each([
    [1, 57, [1, 2, 3, 4, 5]],
    [4, 57, [2, 3, 4, 5, 6]],
    [6, 57, [2, 3, 4, 5, 6]],
    [3, 25, [1, 2, 3]],
    [10, 200, [8, 9, 10, 11, 12]],
  ])('on page %d of %d rows shows %j', (page, total, expected) => {
    render(<PageButtons label="Rows pages" page={page} total={total} onChange={() => undefined} />);
    expect(numbers()).toEqual(expected);
    expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing for a single page', () => {
    render(<PageButtons label="Rows pages" page={1} total={10} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves with the arrows and disables them at the ends', async () => {
    const onChange = jest.fn();
    render(<PageButtons label="Rows pages" page={1} total={57} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[2], [6], [4]]);
  });
});
