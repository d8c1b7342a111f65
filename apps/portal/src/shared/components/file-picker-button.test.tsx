import { fireEvent, render, screen } from '@testing-library/react';
import { FilePickerButton } from './file-picker-button';

describe('the file picker button', () => {
  it('opens the file picker on Enter, like a click or Space does', () => {
    render(
      <FilePickerButton accept=".json" inputLabel="Request data file" onChange={() => undefined}>
        Request data
      </FilePickerButton>,
    );
    const input = screen.getByLabelText('Request data file');
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    const button = screen.getByText('Request data');
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
