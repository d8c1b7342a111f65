import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProApiError } from '@pro-portal/sdk';
import { TOAST_AUTO_CLOSE_MS } from './timings';
import { useToast } from './toast';
import { useErrorToast } from './api/use-error-toast';
import { ToastProvider } from './toast-context';

function Buttons({ error }: { error: unknown }) {
  const toast = useToast();
  const showError = useErrorToast();
  return (
    <>
      <button onClick={() => showError(error)}>fail</button>
      <button onClick={() => showError(error, { prefix: 'An error occurred while creating a task' })}>
        fail with prefix
      </button>
      <button onClick={() => toast.success('Your password was changed.', { short: true })}>short success</button>
      <button onClick={() => showError(error, { prefix: 'Could not save A.', topic: 'save-a' })}>fail A</button>
      <button onClick={() => showError(error, { prefix: 'Could not save B.', topic: 'save-b' })}>fail B</button>
      <button onClick={() => toast.success('A was saved.', { topic: 'save-a' })}>save A</button>
      <button
        onClick={() => {
          toast.info('First of two');
          toast.warning('Second of two');
        }}
      >
        two at once
      </button>
    </>
  );
}

function setup(error: unknown) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <Buttons error={error} />
    </ToastProvider>,
  );
  return user;
}

const advance = async (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 250)
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
};

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    [
      'shows the server message of a failed call and closes it after 15 s',
      new ProApiError(409, { message: 'Category name must be unique.', errorCode: 1, errorId: 'x' }),
      'fail',
      'Category name must be unique.',
      TOAST_AUTO_CLOSE_MS,
    ],
    [
      'closes a short success toast after the library duration of 3 s',
      undefined,
      'short success',
      'Your password was changed.',
      3000,
    ],
  ])('%s', async (_case, failure, button, text, closesAfterMs) => {
    const user = setup(failure);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await advance(closesAfterMs - 1000);
    expect(screen.getByText(text)).toBeInTheDocument();
    await advance(2000);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it("falls back to 'Unknown error.' and puts a caller's prefix line first", async () => {
    const user = setup(undefined);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Unknown error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fail with prefix' }));
    expect(await screen.findByText(/An error occurred while creating a task\s+Unknown error\./)).toBeInTheDocument();
  });

  it('shows every toast asked for while the toast area was still loading', async () => {
    const user = setup(undefined);
    await user.click(screen.getByRole('button', { name: 'two at once' }));
    expect(await screen.findByText('First of two')).toBeInTheDocument();
    expect(await screen.findByText('Second of two')).toBeInTheDocument();
  });

  it("keeps an action's errors, the newest three, until that action succeeds, and leaves other actions' errors", async () => {
    const user = setup(undefined);
    const errorsOf = (prefix: string) => screen.queryAllByText(new RegExp(`${prefix}\\s+Unknown error\\.`));
    await user.click(screen.getByRole('button', { name: 'fail B' }));
    for (let i = 0; i < 2; i++) await user.click(screen.getByRole('button', { name: 'fail A' }));
    await advance(1000);
    expect(errorsOf('Could not save A.')).toHaveLength(2);
    expect(errorsOf('Could not save B.')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'fail A' }));
    await advance(1000);
    // At most three show: the oldest (B's) made way for A's third.
    expect(errorsOf('Could not save A.')).toHaveLength(3);
    expect(errorsOf('Could not save B.')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'fail B' }));
    await user.click(screen.getByRole('button', { name: 'save A' }));
    await advance(1000);
    expect(screen.getByText('A was saved.')).toBeInTheDocument();
    expect(errorsOf('Could not save A.')).toHaveLength(0);
    expect(errorsOf('Could not save B.')).toHaveLength(1);
  });
});
