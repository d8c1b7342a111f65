import { render, screen } from '@testing-library/react';
import { CategorySelect } from './app-detail-fields';

describe('CategorySelect', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows an app's own category while the categories load and when it is not among them", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const props = { value: 'Planning', onChange: jest.fn(), disabled: false };
    const { rerender } = render(<CategorySelect categories={[]} {...props} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Planning');
    rerender(<CategorySelect categories={[{ id: '1', value: 'Routing' }]} {...props} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Planning');
    expect(warn).not.toHaveBeenCalled();
  });
});
