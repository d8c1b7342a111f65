import { render, screen } from '@testing-library/react';
import { ChoiceSelect } from './choice-select';

describe('ChoiceSelect', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows no choice, and no warning, for a value that has left its options', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(
      <ChoiceSelect label="App" value="Router 2.0" options={['Planner 1.0', 'Router 2.0']} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveTextContent('Router 2.0');
    // Granted: the option leaves the list before the chosen value is cleared.
    rerender(<ChoiceSelect label="App" value="Router 2.0" options={['Planner 1.0']} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'App' })).not.toHaveTextContent('Router 2.0');
    expect(warn).not.toHaveBeenCalled();
  });
});
