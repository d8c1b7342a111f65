import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_AUTO_CLOSE_MS } from './timings';
import { useErrorToast } from './api/use-error-toast';
import { ToastProvider } from './toast-context';

// The toast area's chunk cannot be fetched (the server is out of reach).
jest.mock('./toast-area', () => {
  throw new Error('Loading chunk toasts failed.');
});

function Fail() {
  const showError = useErrorToast();
  return <button onClick={() => showError('The server could not be reached.')}>fail</button>;
}

describe('plain toasts, shown while the toast area cannot be loaded', () => {
  afterEach(() => jest.useRealTimers());

  it('show the message as an alert and close by themselves after the toast time', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Fail />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    await act(async () => {
      jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
